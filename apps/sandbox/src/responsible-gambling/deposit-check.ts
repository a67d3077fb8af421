import type { LimitPeriod } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { walletAccounts } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { DbExecutor } from '../platform/wallet/wallet';
import { exclusionRefusal } from './exclusion';
import { periodStart, remainingAllowance } from './limit-rules';
import { currentLimits } from './limits-repository';
import { depositedSince } from './usage';

/** A deposit about to be credited. */
export interface DepositAttempt {
  userId: number;
  currency: string;
  /** Minor units, positive. */
  amount: number;
}

/**
 * Whether the player's deposit limits allow this deposit at `now` (the deposit flow calls it, inside the
 * transaction that credits the deposit, before the credit): resolves with what the lowest limit still allows
 * after it (null: no deposit limit), or throws 422 `deposit_limit_exceeded` with the binding limit in `details`,
 * or 403 `self_excluded` during a self-exclusion or time-out. It locks the player's account in the deposit's
 * currency first, so that two deposits at once cannot both pass a limit. Deposits are the wallet credits of reason
 * `DEPOSIT_REASON` in the deposit's currency over each limit's rolling period; lowest wins across periods.
 */
export async function checkDepositAllowed(
  db: DbExecutor,
  attempt: DepositAttempt,
  now: Date,
): Promise<{ remainingAfter: number | null }> {
  // NOTE: the account row, the one the deposit flow locks first, not the player's row that placement locks
  // before debiting the account: taking both in opposite orders would deadlock a deposit and a bet.
  await db
    .select({ userId: walletAccounts.userId })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, attempt.userId), eq(walletAccounts.currency, attempt.currency)))
    .for('update');
  const limits = await currentLimits(db, attempt.userId, now);
  const excluded = exclusionRefusal(limits, now);
  if (excluded) throw excluded;
  const used = new Map<LimitPeriod, number>();
  for (const limit of limits)
    if (limit.type === 'deposit' && limit.period && !used.has(limit.period))
      used.set(
        limit.period,
        await depositedSince(db, attempt.userId, attempt.currency, periodStart(limit.period, now)),
      );
  const allowance = remainingAllowance(limits, 'deposit', (period) => (period ? (used.get(period) ?? 0) : 0));
  if (!allowance) return { remainingAfter: null };
  if (attempt.amount > allowance.remaining)
    throw new ApiError(422, 'deposit_limit_exceeded', 'The deposit is over the deposit limit', {
      limit_id: allowance.limit.id,
      period: allowance.limit.period,
      value: allowance.limit.value,
      remaining: allowance.remaining,
      currency: attempt.currency,
    });
  return { remainingAfter: allowance.remaining - attempt.amount };
}
