import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { notifications, platformUsers } from '../db/schema';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Omit<typeof notifications.$inferInsert, 'id' | 'read' | 'createdAt'>;

/** The notifications table: rows of one player, newest first, and their read state. */
export function notificationRepository(db: Database) {
  return {
    /** Stores a notification unless its player already has one of that `dedupeKey`; answers the new row or null. */
    async insert(row: NewNotification): Promise<NotificationRow | null> {
      const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
      return inserted ?? null;
    },

    async page(
      userId: number,
      page: number,
      limit: number,
    ): Promise<{ rows: NotificationRow[]; total: number }> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(limit)
        .offset((page - 1) * limit);
      return { rows, total: await this.count(userId, false) };
    },

    /** How many notifications the player has; only the unread ones when `unreadOnly`. */
    async count(userId: number, unreadOnly: boolean): Promise<number> {
      const mine = eq(notifications.userId, userId);
      const [row] = await db
        .select({ value: count() })
        .from(notifications)
        .where(unreadOnly ? and(mine, eq(notifications.read, false)) : mine);
      return row?.value ?? 0;
    },

    /** Marks the player's notifications of these ids read (others' ids are ignored); answers how many changed. */
    async markRead(userId: number, ids: readonly number[]): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ read: true })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.read, false),
            inArray(notifications.id, [...ids]),
          ),
        )
        .returning({ id: notifications.id });
      return changed.length;
    },

    async markAllRead(userId: number): Promise<number> {
      const changed = await db
        .update(notifications)
        .set({ read: true })
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
        .returning({ id: notifications.id });
      return changed.length;
    },

    /** Every player's id, for an announcement to all. */
    async allPlayers(): Promise<number[]> {
      const rows = await db.select({ id: platformUsers.id }).from(platformUsers);
      return rows.map((row) => row.id);
    },
  };
}

export type NotificationRepository = ReturnType<typeof notificationRepository>;
