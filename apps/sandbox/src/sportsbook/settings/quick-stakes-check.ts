import { quickStakeProblems, quickStakesAllowed } from '@sportsbook/betting';
import type { MinorUnits } from '@sportsbook/betting';
import type { Settings } from '@sportsbook/contract';
import { ApiError } from '../../http/api-error';
import { stakeLimitsIn } from '../bets/bet-limits';

/** The book's stake limits in `currency` as the settings answer them (the bounds of a quick stake). */
export function stakeLimitsView(currency: string): Settings['stake_limits'] {
  const { minStake, maxStake } = stakeLimitsIn(currency);
  return { currency, min_stake: minStake, max_stake: maxStake };
}

/**
 * Refuses quick stakes a player may not keep (the engine's rule): more than the site's `count`, or an amount
 * that is repeated or outside the book's limits in the player's `currency`. 422 `invalid_quick_stakes`, with
 * the limits, the count and each amount's problem in `details`.
 */
export function checkQuickStakes(stakes: readonly number[], currency: string, count: number): void {
  const limits = stakeLimitsView(currency);
  const rules = {
    minStake: limits.min_stake as MinorUnits,
    maxStake: limits.max_stake as MinorUnits,
    count,
  };
  if (quickStakesAllowed(stakes, rules)) return;
  throw new ApiError(422, 'invalid_quick_stakes', 'The quick stakes are outside what the site allows', {
    ...limits,
    count,
    problems: quickStakeProblems(stakes, rules),
  });
}
