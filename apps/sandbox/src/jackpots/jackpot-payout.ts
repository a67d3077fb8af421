import { and, eq } from 'drizzle-orm';
import { jackpotHits, jackpotLevels } from '../db/schema';
import type { SandboxInfra } from '../deps';
import { ApiError } from '../http/api-error';
import type { DbExecutor } from '../platform/wallet/wallet';
import { applyWalletChange } from '../platform/wallet/wallet';
import type { HitRow } from './jackpot-store';

/** The wallet operation key of a hit's win: one credit per hit, however often payment is retried. */
export function hitCreditKey(hitId: number): string {
  return `jackpot-hit:${hitId}`;
}

/** A paid hit and the account after its credit. */
export interface PaidHit {
  hit: HitRow;
  account: { balance: number; locked: number };
}

/**
 * Pays an approved hit: moves it to `paid` and credits the win in one transaction. The status change is
 * conditional (approved → paid) and the credit keyed, so a second call, concurrent or later, pays nothing and
 * answers null.
 */
export async function payHit(
  deps: Pick<SandboxInfra, 'db'>,
  hitId: number,
  now: Date,
): Promise<PaidHit | null> {
  return deps.db.transaction(async (tx) => {
    const [hit] = await tx
      .update(jackpotHits)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(jackpotHits.id, hitId), eq(jackpotHits.status, 'approved')))
      .returning();
    if (!hit) return null;
    const account = await applyWalletChange(
      tx,
      {
        userId: hit.userId,
        currency: hit.currency,
        amount: hit.amount,
        key: hitCreditKey(hit.id),
        reason: 'jackpot_win',
      },
      'credit',
    );
    return { hit, account: { balance: account.balance, locked: account.locked } };
  });
}

/**
 * Records a hit of a level for a bet outside placement (the control API's forced hit): the level's pool as it
 * stands, then a reset conditional on that pool and version. A level that moved between the read and the reset
 * (a placement funded or hit it) is not reset and the call is refused, so one pool never has two winners.
 */
export async function recordHit(
  tx: DbExecutor,
  levelId: number,
  bet: { id: number; userId: number; currency: string },
): Promise<number> {
  const [level] = await tx.select().from(jackpotLevels).where(eq(jackpotLevels.id, levelId)).for('update');
  if (!level) throw new ApiError(404, 'not_found', 'No such jackpot level', { level_id: levelId });
  const reset = await tx
    .update(jackpotLevels)
    .set({ pool: level.seed, version: level.version + 1 })
    .where(
      and(
        eq(jackpotLevels.id, levelId),
        eq(jackpotLevels.version, level.version),
        eq(jackpotLevels.pool, level.pool),
      ),
    )
    .returning({ id: jackpotLevels.id });
  if (reset.length === 0)
    throw new ApiError(409, 'conflict', 'The jackpot level was hit meanwhile', { level_id: levelId });
  const [hit] = await tx
    .insert(jackpotHits)
    .values({
      jackpotId: level.jackpotId,
      levelId,
      levelVersion: level.version,
      betId: bet.id,
      userId: bet.userId,
      amount: level.pool,
      currency: bet.currency,
      status: 'approved',
    })
    .returning({ id: jackpotHits.id });
  return hit!.id;
}
