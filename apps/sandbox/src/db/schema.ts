import {
  bigserial,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const sportKind = pgEnum('sport_kind', ['regular', 'cyber']);

/** Sports of the catalogue (SPEC §3 Sport). */
export const sports = pgTable('sports', {
  id: serial('id').primaryKey(),
  urnId: text('urn_id').notNull().unique(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  priority: integer('priority').notNull(),
  type: sportKind('type').notNull(),
  provider: text('provider').notNull(),
});

/**
 * A player's sportsbook settings (SPEC §3 Settings), one row per platform user once they change one; players
 * without a row get the defaults. `user_id` is the platform user id of the bearer token.
 */
export const playerSettings = pgTable('player_settings', {
  userId: integer('user_id').primaryKey(),
  /** Quick-stake buttons in minor units; may exceed 2^31, hence JSON numbers rather than an int array. */
  stakes: jsonb('stakes').$type<number[]>().notNull(),
  autoAcceptOddsChange: text('auto_accept_odds_change').notNull(),
  oddsType: text('odds_type').notNull(),
  oneSignalSubscription: text('one_signal_subscription'),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const favouriteKind = pgEnum('favourite_kind', ['matches', 'tournaments']);

/** A player's favourite match or league (SPEC §7 `/favourites/{type}`); adding twice keeps one row. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id').notNull(),
    kind: favouriteKind('kind').notNull(),
    entityId: integer('entity_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // NOTE: the order of adding; two favourites added in one clock tick share a created_at.
    position: bigserial('position', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.entityId] })],
);
export * from './platform-schema';
export * from './bets-schema';
export * from './payments-schema';
export * from './bonus-schema';
export * from './jackpot-schema';
export * from './notifications-schema';
export * from './loyalty-schema';
