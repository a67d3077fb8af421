import { boolean, index, integer, jsonb, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { at } from './columns';
import { platformUsers } from './platform-schema';

/**
 * A player's notifications (SPEC §3 Notification). A notification the sandbox raises from a fact (a bet settled)
 * keeps the text's template and values rather than the text, so it is read in the language the player asks in;
 * an operator's announcement keeps the operator's own `title` and `body`. `dedupe_key` is unique per player, so a
 * fact heard twice raises one notification.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => platformUsers.id, { onDelete: 'cascade' }),
    /** The §3 kind: bet, maintenance, bonus, jackpot or vip_bet. */
    kind: text('kind').notNull(),
    /** What it is about (`bet` …) and that thing's id, for the deep link; null for an announcement. */
    objectType: text('object_type'),
    objectId: integer('object_id'),
    /** The text's template (`bet_won` …) and its values; null when `title` and `body` are given. */
    template: text('template'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    title: text('title'),
    body: text('body'),
    dedupeKey: text('dedupe_key').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('notifications_user_dedupe').on(table.userId, table.dedupeKey),
    index('notifications_user_idx').on(table.userId, table.id),
  ],
);
