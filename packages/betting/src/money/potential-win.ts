import type { SlipBet, SlipSelection } from '@sportsbook/contract';
import { twoLinePotentialWin } from '../kinds/two-line-bets';
import { combinations } from '../system/combinations';
import { systemCombinationCount } from '../system/system-types';
import { safeMinorUnits } from '../units';
import type { MinorUnits, Odds } from '../units';
import { ODDS_SCALE, divideDown, scaledOdds, scaledProduct } from './exact-odds';

/** The odds of a slip selection, branded: the contract has already checked they are above 1. */
export function selectionOdds(selection: SlipSelection): Odds {
  return selection.odds as Odds;
}

/**
 * What one minor unit of stake returns if every selection wins, as an exact fraction: potential win =
 * ⌊stake × numerator / denominator⌋.
 */
export interface WinFactor {
  numerator: bigint;
  denominator: bigint;
}

/**
 * The win factor of a bet (stake included in the return, as decimal odds mean):
 * - single and combo: the product of the odds;
 * - custom bet: the custom odds the server quoted;
 * - system k/n: the stake is split evenly over the C(n, k) combinations, so the factor is the sum over the
 *   combinations of the product of their odds, divided by C(n, k);
 * - a bonus with odds (comboboost) multiplies the factor.
 */
export function winFactor(bet: SlipBet): WinFactor {
  const odds = bet.selections.map(selectionOdds);
  let factor: WinFactor;
  if (bet.betType === 'custom_bet' && bet.customOdds !== null) {
    factor = { numerator: scaledOdds(bet.customOdds as Odds), denominator: ODDS_SCALE };
  } else if (bet.betType === 'system' && bet.systemType !== null) {
    const { winCount } = bet.systemType;
    const sum = combinations(odds, winCount).reduce((total, combo) => total + scaledProduct(combo), 0n);
    const count = BigInt(systemCombinationCount(bet.systemType));
    factor = { numerator: sum, denominator: count * ODDS_SCALE ** BigInt(winCount) };
  } else {
    factor = { numerator: scaledProduct(odds), denominator: ODDS_SCALE ** BigInt(odds.length) };
  }
  if (bet.bonus?.odds != null) {
    factor = {
      numerator: factor.numerator * scaledOdds(bet.bonus.odds as Odds),
      denominator: factor.denominator * ODDS_SCALE,
    };
  }
  return factor;
}

/**
 * The potential win of a bet in integer minor units, exactly: stake × win factor, rounded down to the minor
 * unit once, after the exact product; for each-way or a reverse forecast the best its lines pay (a player is never promised a fraction of a cent the book would not pay).
 */
export function exactPotentialWin(bet: SlipBet): bigint {
  const twoLines = twoLinePotentialWin(bet);
  if (twoLines !== null) return BigInt(twoLines);
  const { numerator, denominator } = winFactor(bet);
  return divideDown(BigInt(bet.stake) * numerator, denominator);
}

/**
 * The potential win of a bet as a number of minor units. Throws a RangeError rather than round a win past
 * Number.MAX_SAFE_INTEGER; the ticket caps stakes so that its wins never get there (`capStakes`).
 */
export function potentialWin(bet: SlipBet): MinorUnits {
  return safeMinorUnits(exactPotentialWin(bet));
}

/**
 * The largest stake whose potential win does not exceed `wanted` (a stake typed as a potential win).
 * NOTE: the win is rounded down, so every stake with stake × factor < wanted + 1 wins at most `wanted`; ⌊wanted
 * ÷ factor⌋ stops at an exact win ≤ wanted and is usually one minor unit short.
 */
export function stakeForPotentialWin(bet: SlipBet, wanted: MinorUnits): MinorUnits {
  const { numerator, denominator } = winFactor(bet);
  return Number(divideDown((BigInt(wanted) + 1n) * denominator - 1n, numerator)) as MinorUnits;
}

/** The total odds of a bet as a display number (for a system: the average return per unit staked). */
export function totalOdds(bet: SlipBet): number {
  const { numerator, denominator } = winFactor(bet);
  // Six decimals are plenty for display; the money path never reads this float.
  return Number((numerator * ODDS_SCALE) / denominator) / Number(ODDS_SCALE);
}
