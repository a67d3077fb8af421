import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Jackpots (SPEC §3 Jackpot), one per currency and configuration key (`jackpots/jackpots.json`), with the rules
 * text a player reads before betting. A qualifying bet is one in `currency` whose stake is at least `min_stake`.
 */
export const jackpots = pgTable('jackpots', {
  id: serial('id').primaryKey(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  minStake: bigint('min_stake', { mode: 'number' }).notNull(),
  rules: text('rules').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A jackpot's levels. `pool` starts at `seed`, grows by `share_bp` (basis points) of each qualifying stake up to
 * `ceiling`, and goes back to `seed` when hit; `version` counts the hits, and a hit resets the level only where
 * the version is the one it was drawn against, so one pool has one winner.
 */
export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    ceiling: bigint('ceiling', { mode: 'number' }).notNull(),
    pool: bigint('pool', { mode: 'number' }).notNull(),
    shareBp: integer('share_bp').notNull(),
    /** A qualifying bet hits the level with a chance of one in `hit_one_in`. */
    hitOneIn: integer('hit_one_in').notNull(),
    version: integer('version').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('jackpot_levels_code_idx').on(table.jackpotId, table.code)],
);

/** What each bet paid into each level, to the minor unit; the key makes funding a bet twice impossible. */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    betId: integer('bet_id').notNull(),
    // NOTE: no foreign key to jackpot_levels: the placement statement writes a contribution only where its
    // check found every level it funds (decision 0018), and levels are never deleted; the key's lookup per
    // row was a third of what jackpot funding added to a placement batch.
    levelId: integer('level_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.betId, table.levelId] })],
);

/**
 * Jackpot hits (SPEC §3 Jackpot hit): `approved` when drawn, `paid` once the wallet is credited (keyed
 * `jackpot-hit:{id}`). `(level_id, level_version)` is unique: the pool of one version has one winner.
 */
export const jackpotHits = pgTable(
  'jackpot_hits',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    levelVersion: integer('level_version').notNull(),
    betId: integer('bet_id').notNull(),
    userId: integer('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    seen: boolean('seen').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    paidAt: at('paid_at'),
  },
  (table) => [
    uniqueIndex('jackpot_hits_level_version_idx').on(table.levelId, table.levelVersion),
    index('jackpot_hits_user_idx').on(table.userId, table.id),
    index('jackpot_hits_bet_idx').on(table.betId),
  ],
);
