import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Bonuses issued to players (SPEC §3 Comboboost, Freebet), one row per issue. The campaign's terms are copied
 * onto the row when it is issued, so editing a campaign file never changes a bonus a player already holds.
 * `issue_key` makes issuance idempotent: one sign-up bonus, one redemption of a promo code per player.
 */
export const issuedBonuses = pgTable(
  'issued_bonuses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    /** comboboost or freebet. */
    kind: text('kind').notNull(),
    campaign: text('campaign').notNull(),
    issueKey: text('issue_key').notNull(),
    /** What issued it: sign_up, first_bet, promo_code, control, seed. */
    trigger: text('trigger').notNull(),
    /** Stored state: available, active, deactivated, bonus_over, overridden (expired is read from valid_to). */
    status: text('status').notNull(),
    /** The campaign's terms and names as issued (comboboost ladder, freebet variant and bounds). */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** A freebet's stake in minor units of `currency`; null for a comboboost. */
    amount: bigint('amount', { mode: 'number' }),
    currency: text('currency'),
    timesUsed: integer('times_used').notNull().default(0),
    usesCount: integer('uses_count').notNull(),
    seen: boolean('seen').notNull().default(false),
    validTo: at('valid_to').notNull(),
    activatedAt: at('activated_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('issued_bonuses_issue_key_idx').on(table.userId, table.issueKey),
    index('issued_bonuses_user_idx').on(table.userId, table.id),
  ],
);
