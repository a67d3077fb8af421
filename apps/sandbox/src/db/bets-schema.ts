import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { at } from './columns';
import type { BetSelection } from '@sportsbook/contract';

/**
 * Placed bets (SPEC §3 Bet), one row each, money in integer minor units. The selections travel with the bet as
 * JSON (their status changes only when the bet settles); `match_ids` lets the settler find open bets of a match.
 */
export const bets = pgTable(
  'bets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    ref: text('ref').notNull().unique(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    result: text('result').notNull(),
    isVip: boolean('is_vip').notNull().default(false),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Total odds as placed, for display (the money path uses the selections' odds exactly). */
    odds: text('odds').notNull(),
    winAmount: bigint('win_amount', { mode: 'number' }),
    selections: jsonb('selections').$type<BetSelection[]>().notNull(),
    matchIds: integer('match_ids').array().notNull(),
    systemId: text('system_id'),
    customOdds: text('custom_odds'),
    bonus: jsonb('bonus').$type<{ id: number; type: string; odds: number | null } | null>(),
    /** The bonus's terms as they were at placement (comboboost ladder, freebet variant), which settlement pays by. */
    bonusTerms: jsonb('bonus_terms').$type<Record<string, unknown> | null>(),
    /** Whether the bet qualified for a jackpot at placement (set in the placement transaction). */
    usedInJackpot: boolean('used_in_jackpot').notNull().default(false),
    /** The placing request (`device_id`, `request_key`) and the bet's place in it. */
    deviceId: text('device_id').notNull(),
    requestKey: text('request_key').notNull(),
    requestIndex: integer('request_index').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    settledAt: at('settled_at'),
  },
  (table) => [
    index('bets_user_created_idx').on(table.userId, table.id),
    index('bets_status_idx').on(table.status),
  ],
);

/**
 * One row per place-bets request: the unique key makes a retried or concurrent duplicate request wait for and
 * then find the first one's bets, never place twice. A refused request leaves no row (its transaction rolls
 * back), so a retry is checked afresh.
 */
export const betRequests = pgTable(
  'bet_requests',
  {
    userId: integer('user_id').notNull(),
    deviceId: text('device_id').notNull(),
    requestKey: text('request_key').notNull(),
    /** SHA-256 of the request body: the same key with another body is a conflict. */
    bodyHash: text('body_hash').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceId, table.requestKey] })],
);

/** Share codes (SPEC §3 Share code): a short code for a list of place-bet items. */
export const betShareCodes = pgTable('bet_share_codes', {
  code: text('code').primaryKey(),
  bets: jsonb('bets').$type<unknown[]>().notNull(),
  userId: integer('user_id'),
  createdAt: at('created_at').notNull().defaultNow(),
});
