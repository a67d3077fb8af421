import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { platformUsers } from './platform-schema';

/** Quick-deposit statuses (SPEC §3): a pending deposit settles later to success or error. */
export const depositStatus = pgEnum('deposit_status', ['pending', 'success', 'error']);

/**
 * Deposits through the sandbox's payment provider. `(user_id, idempotency_key)` is unique, so a retried or
 * raced request finds the first one; a successful deposit's money is the wallet operation `deposit:{id}`.
 */
export const paymentDeposits = pgTable(
  'payment_deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Minor units of `currency`, positive. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    methodId: text('method_id').notNull(),
    status: depositStatus('status').notNull(),
    /** Why an errored deposit failed (`card_declined` …); null otherwise. */
    failureReason: text('failure_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    unique('payment_deposits_user_key').on(table.userId, table.idempotencyKey),
    index('payment_deposits_user_idx').on(table.userId, table.createdAt),
    check('payment_deposits_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** The details a site may ask for before a first deposit (SPEC §5 missing deposit fields), one row per player. */
export const playerDepositDetails = pgTable('player_deposit_details', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => platformUsers.id, { onDelete: 'cascade' }),
  /** ISO date `YYYY-MM-DD`. */
  birthDate: text('birth_date'),
  /** ISO 3166 alpha-2. */
  country: text('country'),
  city: text('city'),
  address: text('address'),
  postalCode: text('postal_code'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
