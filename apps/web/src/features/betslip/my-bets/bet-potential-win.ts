import {
  ODDS_SCALE,
  binomial,
  combinations,
  divideDown,
  scaledOdds,
  scaledProduct,
  toOdds,
} from '@sportsbook/betting';
import type { Bet } from '@sportsbook/contract';

/**
 * What a placed bet pays if every selection wins, in minor units, by the engine's exact-odds rules (the same
 * sum the slip promised): stake × product of the odds for a single or combo, stake split over the C(n, k)
 * combinations of a system, the quoted odds of a custom bet, times a comboboost's odds; rounded down once.
 */
export function betPotentialWin(bet: Bet): number {
  const odds = bet.selections.map((selection) => toOdds(selection.odds));
  let numerator: bigint;
  let denominator: bigint;
  if (bet.type === 'custom_bet') {
    numerator = scaledOdds(toOdds(bet.odds));
    denominator = ODDS_SCALE;
  } else if (bet.type === 'system' && bet.system) {
    const k = bet.system.win_count;
    numerator = combinations(odds, k).reduce((sum, combo) => sum + scaledProduct(combo), 0n);
    denominator = BigInt(binomial(odds.length, k)) * ODDS_SCALE ** BigInt(k);
  } else {
    numerator = scaledProduct(odds);
    denominator = ODDS_SCALE ** BigInt(odds.length);
  }
  if (bet.bonus?.odds != null) {
    numerator *= scaledOdds(toOdds(bet.bonus.odds));
    denominator *= ODDS_SCALE;
  }
  return Number(divideDown(BigInt(bet.stake.value) * numerator, denominator));
}
