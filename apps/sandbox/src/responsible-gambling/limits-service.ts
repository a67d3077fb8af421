import type { JurisdictionPolicy, SetLimitRequest } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformSessions } from '../db/schema';
import { exclusionTypes, isInForce, planLimitChange } from './limit-rules';
import { applyLimitChange, currentLimitRows, lockPlayer, toLimit, toRecord } from './limits-repository';

/**
 * Sets, changes or removes one of the player's limits as the jurisdiction's policy says (planLimitChange) and
 * answers all their limits. The player's row is locked for the change, so two requests at once are applied
 * one after the other. An exclusion ends every session of the player at once: they are signed out.
 */
export async function setLimit(
  db: Database,
  userId: number,
  request: SetLimitRequest,
  policy: JurisdictionPolicy,
  now: Date,
) {
  return db.transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const before = await currentLimitRows(tx, userId, now);
    const change = planLimitChange(before.map(toRecord), request, policy, now);
    // A changed activity limit keeps the minutes its period has used: lowering it cannot start the count again.
    const replaced = before.find(
      (row) =>
        row.type === 'activity' &&
        request.type === 'activity' &&
        row.period === (request.period ?? null) &&
        isInForce(row.status as Parameters<typeof isInForce>[0]),
    );
    await applyLimitChange(tx, userId, change, {
      used: replaced?.used ?? 0,
      usedFrom: replaced?.usedFrom ?? now,
    });
    if (exclusionTypes.has(request.type))
      await tx.delete(platformSessions).where(eq(platformSessions.userId, userId));
    return (await currentLimitRows(tx, userId, now)).map(toLimit);
  });
}
