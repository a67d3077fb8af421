import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformSessions, userLimits } from '../db/schema';
import { ApiError } from '../http/api-error';

/**
 * Counts a minute of play against the player's activity limits in force (the web pings every 60 s while the
 * page is visible). Once the minutes reach a limit the player's sessions end and the ping answers 401 with
 * `details.reason = "activity_limit_reached"`: the web signs out and shows the limit-reached modal (SPEC §4).
 */
export async function trackActivity(db: Database, userId: number): Promise<void> {
  const counted = await db
    .update(userLimits)
    .set({ used: sql`${userLimits.used} + 1` })
    .where(
      and(
        eq(userLimits.userId, userId),
        eq(userLimits.type, 'activity'),
        sql`${userLimits.status} in ('active', 'confirmed', 'confirmed_disabled')`,
      ),
    )
    .returning({ used: userLimits.used, value: userLimits.value });
  if (!counted.some((limit) => limit.value !== null && limit.used >= limit.value)) return;
  await db.delete(platformSessions).where(eq(platformSessions.userId, userId));
  throw new ApiError(401, 'unauthorized', 'The activity limit is reached', {
    reason: 'activity_limit_reached',
  });
}
