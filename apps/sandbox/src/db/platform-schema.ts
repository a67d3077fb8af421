import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Players of the platform (SPEC §3 User profile). Passwords are scrypt hashes with a per-user salt; the tokens of
 * the confirmation, unlock and reset mails are stored as SHA-256 hashes only.
 */
export const platformUsers = pgTable('platform_users', {
  id: serial('id').primaryKey(),
  /** Lower-cased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  nickname: text('nickname'),
  language: text('language').notNull(),
  /** The current account's currency. */
  currency: text('currency').notNull(),
  phoneNumber: text('phone_number'),
  phoneCountry: text('phone_country'),
  phoneVerifiedAt: at('phone_verified_at'),
  phoneCodeHash: text('phone_code_hash'),
  phoneCodeSentAt: at('phone_code_sent_at'),
  /** Codes sent today (`phone_code_day`), for `sms_limit_reached`. */
  phoneCodesSent: integer('phone_codes_sent').notNull().default(0),
  phoneCodeDay: text('phone_code_day'),
  confirmedAt: at('confirmed_at'),
  confirmationTokenHash: text('confirmation_token_hash').unique(),
  failedSignIns: integer('failed_sign_ins').notNull().default(0),
  lockedAt: at('locked_at'),
  unlockTokenHash: text('unlock_token_hash').unique(),
  resetTokenHash: text('reset_token_hash').unique(),
  resetSentAt: at('reset_sent_at'),
  compPoints: integer('comp_points').notNull().default(0),
  /** Platform status ids (their meaning is not shown, SPEC §3). */
  statusIds: jsonb('status_ids').$type<number[]>().notNull().default([]),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Signed-in browsers: the session cookie holds a random id, the table only its SHA-256. */
export const platformSessions = pgTable(
  'platform_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    /** Start of the current reality-check period: the sign-in, then each answered check. */
    realityCheckFrom: at('reality_check_from').notNull().defaultNow(),
    /** Start of the current session-limit period: the sign-in, then each continue past the limit. */
    sessionLimitFrom: at('session_limit_from').notNull().defaultNow(),
  },
  (table) => [index('platform_sessions_user_idx').on(table.userId)],
);

/**
 * Wallet accounts, one per player and currency, in integer minor units. `locked` is part of `balance` and
 * cannot be bet; the checks keep both from going negative even if a service has a bug.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    locked: bigint('locked', { mode: 'number' }).notNull().default(0),
    /** Closed accounts stay for the history but are not returned. */
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.currency] }),
    check('wallet_balance_not_negative', sql`${table.balance} >= 0`),
    check('wallet_locked_within_balance', sql`${table.locked} >= 0 and ${table.locked} <= ${table.balance}`),
  ],
);

/** Every debit and credit, once per operation key: a retried operation finds its row and changes nothing. */
export const walletOperations = pgTable('wallet_operations', {
  key: text('key').primaryKey(),
  userId: integer('user_id').notNull(),
  currency: text('currency').notNull(),
  /** Signed minor units: negative for a debit. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  reason: text('reason').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const outboxKind = pgEnum('outbox_kind', ['email', 'sms']);

/** Mails and SMS the platform "sends": shown on the outbox page so a tester can follow links and codes. */
export const platformOutbox = pgTable('platform_outbox', {
  id: serial('id').primaryKey(),
  kind: outboxKind('kind').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  /** The link the message carries (confirmation, unlock, reset), if any. */
  link: text('link'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** Responsible-gambling limits of a player (SPEC §3 Limit). */
export const userLimits = pgTable(
  'user_limits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull(),
    strategy: text('strategy'),
    period: text('period'),
    parentType: text('parent_type'),
    value: bigint('value', { mode: 'number' }),
    /** Minutes used of an activity limit; reaching `value` answers 401 to the activity ping. */
    used: integer('used').notNull().default(0),
    /** Start of the activity limit's current period: `used` starts again from 0 once its length has passed. */
    usedFrom: at('used_from').notNull().defaultNow(),
    disableAt: at('disable_at'),
    confirmUntil: at('confirm_until'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  // NOTE: every placement asks whether its player has a limit (hasPlacementLimit); most players have none.
  (table) => [index('user_limits_user_idx').on(table.userId, table.type)],
);
