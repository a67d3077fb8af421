import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Loyalty programmes everyone can see (SPEC §3 Hunting, hunting tournament): one row per hunting and per
 * tournament edition. Their ids start at 900,000,000 so that a bonus id names one bonus across issued bonuses
 * and loyalty programmes (`POST /bonuses/{id}/activate` serves both; decision 0020).
 */
export const loyaltyProgrammes = pgTable('loyalty_programmes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 900_000_000 }),
  /** hunting or tournament. */
  kind: text('kind').notNull(),
  /** The programme's key in the loyalty file; a tournament edition adds its start day. */
  key: text('key').notNull().unique(),
  /** The programme's terms as written (names, thresholds, freebet campaign). */
  terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
  /** active, paused, disabled (SPEC §4 promotion status); created and finished are read from the dates. */
  status: text('status').notNull(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  /** A tournament's prize pool in minor units of `currency` (it grows with qualifying stakes). */
  poolAmount: bigint('pool_amount', { mode: 'number' }).notNull().default(0),
  initialPool: bigint('initial_pool', { mode: 'number' }).notNull().default(0),
  currency: text('currency').notNull(),
});

/** A player's participation in a programme and their farming totals, changed only by SQL increments. */
export const loyaltyEntries = pgTable(
  'loyalty_entries',
  {
    programmeId: integer('programme_id').notNull(),
    userId: integer('user_id').notNull(),
    /** available (may join), active (farming). */
    status: text('status').notNull(),
    currency: text('currency').notNull(),
    points: integer('points').notNull().default(0),
    /** Points already turned into freebets. */
    convertedPoints: integer('converted_points').notNull().default(0),
    betsCount: integer('bets_count').notNull().default(0),
    stakeSum: bigint('stake_sum', { mode: 'number' }).notNull().default(0),
    /** A tournament's score: the qualifying stakes farmed in it, in minor units of its currency. */
    farmedAmount: bigint('farmed_amount', { mode: 'number' }).notNull().default(0),
    freebetsCount: integer('freebets_count').notNull().default(0),
    seen: boolean('seen').notNull().default(false),
    activatedAt: at('activated_at'),
    /** When the score last moved: of two equal scores the earlier one ranks first. */
    scoredAt: at('scored_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.programmeId, table.userId] })],
);

/**
 * What a bet farmed in a programme. `farm_key` is `bet:<id>`, or `event:<id>` under farm_once_per_event, so a
 * bet heard twice, or a second bet on the same event, farms nothing more.
 */
export const loyaltyFarmedBets = pgTable(
  'loyalty_farmed_bets',
  {
    programmeId: integer('programme_id').notNull(),
    userId: integer('user_id').notNull(),
    farmKey: text('farm_key').notNull(),
    betId: integer('bet_id').notNull(),
    points: integer('points').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.programmeId, table.userId, table.farmKey] })],
);

/** Lootboxes a player earned with bets (SPEC §3 Lootbox); opening one draws its prize on the server. */
export const lootboxes = pgTable(
  'lootboxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 950_000_000 }),
    userId: integer('user_id').notNull(),
    /** Why it was earned, unique per player: `bets:<n>` for the n-th qualifying bet, `seed`. */
    earnKey: text('earn_key').notNull(),
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    /** active until opened, then bonus_over. */
    status: text('status').notNull(),
    /** The drawn multiplier in tenths (15 = ×1.5), and the freebet it boosted; null until opened. */
    prizeTenths: integer('prize_tenths'),
    boostedFreebetId: integer('boosted_freebet_id'),
    seen: boolean('seen').notNull().default(false),
    validTo: at('valid_to').notNull(),
    openedAt: at('opened_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lootboxes_earn_key_idx').on(table.userId, table.earnKey)],
);

/** A player's prediction vote (SPEC §3 Prediction), one per prediction; voting again replaces it. */
export const predictionVotes = pgTable(
  'prediction_votes',
  {
    userId: integer('user_id').notNull(),
    predictionId: integer('prediction_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.predictionId] })],
);
