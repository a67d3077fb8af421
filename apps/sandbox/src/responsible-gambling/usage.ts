import { and, eq, gte, sql } from 'drizzle-orm';
import { bets, walletOperations } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';

/** The wallet reason of a deposit's credit: what deposit limits count. */
export const DEPOSIT_REASON = 'deposit';

/** Minor units of `currency` the player deposited since `from`. */
export async function depositedSince(
  db: DbExecutor,
  userId: number,
  currency: string,
  from: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${walletOperations.amount}), 0)` })
    .from(walletOperations)
    .where(
      and(
        eq(walletOperations.userId, userId),
        eq(walletOperations.currency, currency),
        eq(walletOperations.reason, DEPOSIT_REASON),
        gte(walletOperations.createdAt, from),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The stakes and returns (winnings, refunds, cashouts) of the bets placed since `from`, in `currency`. */
export interface BettingSince {
  staked: number;
  returned: number;
  count: number;
}

/** What the player staked and got back on the bets they placed since `from`, freebets left out. */
export async function bettingSince(
  db: DbExecutor,
  userId: number,
  currency: string,
  from: Date,
): Promise<BettingSince> {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(${bets.stake}), 0)`,
      returned: sql<string>`coalesce(sum(${bets.winAmount}), 0)`,
      count: sql<string>`count(*)`,
    })
    .from(bets)
    .where(
      and(
        eq(bets.userId, userId),
        eq(bets.currency, currency),
        gte(bets.createdAt, from),
        // A freebet's stake is the book's money: it is neither wagered nor lost by the player.
        sql`coalesce(${bets.bonus}->>'type', '') <> 'freebet'`,
      ),
    );
  return {
    staked: Number(row?.staked ?? 0),
    returned: Number(row?.returned ?? 0),
    count: Number(row?.count ?? 0),
  };
}

/**
 * The net loss of the bets placed since `from`: stakes minus what came back, never below zero. An open bet
 * counts as lost until it settles, so a loss limit holds whatever the pending bets do.
 */
export function netLoss(betting: BettingSince): number {
  return Math.max(0, betting.staked - betting.returned);
}
