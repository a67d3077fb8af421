import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformSessions, userLimits } from '../db/schema';
import { ApiError } from '../http/api-error';
import { periodDays } from './limit-rules';

/** Where the current period of an activity limit ends, in SQL: its start plus the days of its period. */
const periodEnd = sql`${userLimits.usedFrom} + make_interval(days => case ${userLimits.period} ${sql.join(
  Object.entries(periodDays).map(([period, days]) => sql`when ${period} then ${days}::int`),
  sql` `,
)} end)`;

/**
 * Counts a minute of play against the player's activity limits in force (the web pings every 60 s while the
 * page is visible). A limit's minutes count in periods of its length (a day, a week, 30 days): the first minute
 * after a period has ended starts a new one at 1. Once the minutes reach a limit the player's sessions end and
 * the ping answers 401 with `details.reason = "activity_limit_reached"`: the web signs out and shows the
 * limit-reached modal (SPEC §4). One conditional UPDATE, so two pings at once count two minutes.
 */
export async function trackActivity(db: Database, userId: number, now: Date): Promise<void> {
  const ended = sql`${periodEnd} <= ${now.toISOString()}::timestamptz`;
  const counted = await db
    .update(userLimits)
    .set({
      used: sql`case when ${ended} then 1 else ${userLimits.used} + 1 end`,
      usedFrom: sql`case when ${ended} then ${now.toISOString()}::timestamptz else ${userLimits.usedFrom} end`,
    })
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
