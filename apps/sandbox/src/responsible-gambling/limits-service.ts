import type { JurisdictionPolicy, SetLimitRequest } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { platformSessions, platformUsers } from '../db/schema';
import { exclusionTypes, planLimitChange } from './limit-rules';
import { applyLimitChange, currentLimitRows, toLimit, toRecord } from './limits-repository';

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
    await tx
      .select({ id: platformUsers.id })
      .from(platformUsers)
      .where(eq(platformUsers.id, userId))
      .for('update');
    const before = await currentLimitRows(tx, userId, now);
    const change = planLimitChange(before.map(toRecord), request, policy, now);
    await applyLimitChange(tx, userId, change);
    if (exclusionTypes.has(request.type))
      await tx.delete(platformSessions).where(eq(platformSessions.userId, userId));
    return (await currentLimitRows(tx, userId, now)).map(toLimit);
  });
}
