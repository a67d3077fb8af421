import type { Limit } from '@sportsbook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { platformSessions, userLimits } from '../../db/schema';
import { ApiError } from '../../http/api-error';

type LimitRow = typeof userLimits.$inferSelect;

function toLimit(row: LimitRow): z.input<typeof Limit> {
  return {
    id: row.id,
    type: row.type as z.input<typeof Limit>['type'],
    status: row.status as z.input<typeof Limit>['status'],
    strategy: row.strategy,
    period: row.period,
    parent_type: row.parentType as z.input<typeof Limit>['parent_type'],
    disable_at: row.disableAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    confirm_until: row.confirmUntil?.toISOString() ?? null,
    value: row.value,
  };
}

/** The player's responsible-gambling limits, oldest first. */
export async function listLimits(db: Database, userId: number): Promise<z.input<typeof Limit>[]> {
  const rows = await db
    .select()
    .from(userLimits)
    .where(eq(userLimits.userId, userId))
    .orderBy(asc(userLimits.id));
  return rows.map(toLimit);
}

/**
 * Counts a minute of play against the player's active activity limit (the web pings every 60 s). Once the
 * minutes reach the limit the player's sessions end and the ping answers 401 with
 * `details.reason = "activity_limit_reached"`: the web signs out and shows the limit-reached modal (SPEC §4).
 */
export async function trackActivity(db: Database, userId: number): Promise<void> {
  const [limit] = await db
    .update(userLimits)
    .set({ used: sql`${userLimits.used} + 1` })
    .where(
      and(eq(userLimits.userId, userId), eq(userLimits.type, 'activity'), eq(userLimits.status, 'active')),
    )
    .returning({ used: userLimits.used, value: userLimits.value });
  if (!limit || limit.value === null || limit.used < limit.value) return;
  await db.delete(platformSessions).where(eq(platformSessions.userId, userId));
  throw new ApiError(401, 'unauthorized', 'The activity limit is reached', {
    reason: 'activity_limit_reached',
  });
}
