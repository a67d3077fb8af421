import { PlaceBetCode } from '@sportsbook/contract';
import type { LimitPeriod, PlaceBetsRequest } from '@sportsbook/contract';
import { and, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { userLimits } from '../db/schema';
import type { DbExecutor } from '../platform/wallet/wallet';
import { placeBetsFailed } from '../sportsbook/bets/bet-errors';
import type { BetRefusal } from '../sportsbook/bets/bet-errors';
import { exclusionRefusal } from './exclusion';
import { exclusionTypes, periodStart, remainingAllowance } from './limit-rules';
import type { LimitRecord } from './limit-rules';
import { currentLimits, lockPlayer } from './limits-repository';
import { bettingSince, netLoss } from './usage';

/** The limits a stake counts against, and the message key of a bet each refuses. */
const stakeLimits = [
  { type: 'bet', messageKey: 'error.place_bets.bet_limit_reached' },
  { type: 'wager', messageKey: 'error.place_bets.wager_limit_reached' },
  { type: 'loss', messageKey: 'error.place_bets.loss_limit_reached' },
] as const;

type StakeLimitType = (typeof stakeLimits)[number]['type'];

async function usedByPeriod(
  db: DbExecutor,
  userId: number,
  currency: string,
  limits: readonly LimitRecord[],
  now: Date,
): Promise<(type: StakeLimitType, period: LimitPeriod | null) => number> {
  const betting = new Map<LimitPeriod, Awaited<ReturnType<typeof bettingSince>>>();
  for (const limit of limits)
    if ((limit.type === 'loss' || limit.type === 'wager') && limit.period && !betting.has(limit.period))
      betting.set(limit.period, await bettingSince(db, userId, currency, periodStart(limit.period, now)));
  return (type, period) => {
    const since = period ? betting.get(period) : undefined;
    if (type === 'bet' || !since) return 0;
    return type === 'wager' ? since.staked : netLoss(since);
  };
}

/** Limit types a placement is checked against: the stake limits and the exclusions. */
const placementLimitTypes = [...stakeLimits.map(({ type }) => type), ...exclusionTypes];

/**
 * Whether the player `userId` names has a limit that may bind a placement (a stake limit or an exclusion, in
 * force or waiting out its cooling-off): a boolean column of the group-commit placement statement's input, which
 * leaves those players to `placeAlone`, whose transaction runs `checkBetsAllowed` under the player's lock;
 * everyone else is written set-based, unchecked. Part of that one statement so that a batch pays no round trip
 * for a check that almost always finds nobody, and a column rather than a CTE of its own, which the statement
 * would plan and join on every batch.
 */
export function hasPlacementLimit(userId: SQL): SQL {
  return sql`exists (select from ${userLimits}
    where ${and(
      sql`${userLimits.userId} = ${userId}`,
      inArray(userLimits.type, placementLimitTypes),
      inArray(userLimits.status, ['active', 'confirmed', 'confirmed_disabled', 'unconfirmed']),
    )})`;
}

/**
 * Refuses the bets of a request that the player's limits do not allow (SPEC §8 per-bet errors, code 108
 * LIMIT_REACHED): a stake above the per-bet limit, or, counting the request's earlier bets, above what the
 * lowest wager or loss limit leaves (a stake counts as lost until it settles). Only stakes in the player's
 * current currency, the limits' currency, are counted. Throws the 422 `place_bets_failed` body; 403
 * `self_excluded` during an exclusion.
 *
 * Race-safe only inside the transaction that stores the bets and debits the stakes: it first locks the
 * player's row, so that a concurrent placement of the same player (another process on PostgreSQL) waits until
 * this one commits and then counts its bets.
 */
export async function checkBetsAllowed(
  tx: DbExecutor,
  userId: number,
  body: PlaceBetsRequest,
  now: Date,
  acceptLanguage: string | undefined,
): Promise<void> {
  const user = await lockPlayer(tx, userId);
  if (!user) return;
  const limits = await currentLimits(tx, userId, now);
  const excluded = exclusionRefusal(limits, now);
  if (excluded) throw excluded;
  if (!limits.some((limit) => stakeLimits.some(({ type }) => type === limit.type))) return;
  const used = await usedByPeriod(tx, userId, user.currency, limits, now);
  const refusals = new Map<number, BetRefusal>();
  let staked = 0;
  body.bets.forEach((bet, index) => {
    // A freebet's stake is the book's money, not the player's: no limit counts it.
    if (bet.stake.currency !== user.currency || bet.bonus?.type === 'freebet') return;
    for (const { type, messageKey } of stakeLimits) {
      const before = type === 'bet' ? 0 : staked;
      const allowance = remainingAllowance(limits, type, (period) => used(type, period) + before);
      if (allowance && bet.stake.value > allowance.remaining) {
        refusals.set(index, {
          code: PlaceBetCode.LIMIT_REACHED,
          messageKey,
          details: { limit_type: type, period: allowance.limit.period, remaining: allowance.remaining },
        });
        return;
      }
    }
    staked += bet.stake.value;
  });
  if (refusals.size > 0) throw placeBetsFailed(refusals, acceptLanguage);
}
