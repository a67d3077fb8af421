import { integer, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';

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
