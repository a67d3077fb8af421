import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, stored with its time zone and read as a Date: every table's timestamps are this column. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
