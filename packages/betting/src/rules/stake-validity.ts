import type { SlipBet } from '@sportsbook/contract';
import { moneyStake } from '../bonuses/potential-return';
import { betLines } from '../kinds/two-line-bets';
import type { StakeLimits } from '../ticket/context';
import type { MinorUnits } from '../units';

/** Why the total stake cannot be placed (SPEC §5), checked in this order. */
export type StakeProblem =
  'no_bets' | 'stake_not_positive' | 'below_min_stake' | 'above_max_stake' | 'above_balance';

/**
 * The money the bets stake, in minor units: a freebet's stake is the house's and debits nothing (decision 0014),
 * so it is neither in the total the slip shows nor in the balance check; each-way and a reverse forecast stake
 * their line stake twice.
 */
export function totalStake(bets: readonly SlipBet[]): MinorUnits {
  return bets.reduce((sum, bet) => sum + moneyStake(bet) * betLines(bet), 0) as MinorUnits;
}

/**
 * What is wrong with the stakes, or null when the total stake is valid (SPEC §5): the stake of every bet must
 * be positive, each within the minimum and maximum stake, and the money staked (freebets aside) within the
 * balance.
 */
export function stakeProblem(bets: readonly SlipBet[], limits: StakeLimits): StakeProblem | null {
  if (bets.length === 0) return 'no_bets';
  if (bets.some((bet) => bet.stake <= 0)) return 'stake_not_positive';
  if (limits.minStake !== null && bets.some((bet) => bet.stake < (limits.minStake as number)))
    return 'below_min_stake';
  if (limits.maxStake !== null && bets.some((bet) => bet.stake > (limits.maxStake as number)))
    return 'above_max_stake';
  if (limits.balance !== null && totalStake(bets) > limits.balance) return 'above_balance';
  return null;
}
