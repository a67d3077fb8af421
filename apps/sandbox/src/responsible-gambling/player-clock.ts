import { eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { bets, platformSessions, userLimits, walletOperations } from '../db/schema';

/**
 * Moves one player's clock `minutes` forward by ageing their own records: session starts and the starts of the
 * reality-check and session-limit periods, their limits' creation, cooling-off, end and activity period, their bets and wallet
 * operations. The process's clock is left alone, so players side by side (tests running in parallel) keep
 * their own time; session expiry is left alone too, so a moved clock signs no one out.
 */
export async function advancePlayerClock(db: Database, userId: number, minutes: number): Promise<void> {
  const back = (column: AnyPgColumn): SQL => sql`${column} - make_interval(mins => ${minutes})`;
  await db.transaction(async (tx) => {
    await tx
      .update(platformSessions)
      .set({
        createdAt: back(platformSessions.createdAt),
        realityCheckFrom: back(platformSessions.realityCheckFrom),
        sessionLimitFrom: back(platformSessions.sessionLimitFrom),
      })
      .where(eq(platformSessions.userId, userId));
    await tx
      .update(userLimits)
      .set({
        createdAt: back(userLimits.createdAt),
        confirmUntil: back(userLimits.confirmUntil),
        disableAt: back(userLimits.disableAt),
        usedFrom: back(userLimits.usedFrom),
      })
      .where(eq(userLimits.userId, userId));
    await tx
      .update(bets)
      .set({ createdAt: back(bets.createdAt), settledAt: back(bets.settledAt) })
      .where(eq(bets.userId, userId));
    await tx
      .update(walletOperations)
      .set({ createdAt: back(walletOperations.createdAt) })
      .where(eq(walletOperations.userId, userId));
  });
}
