import { ODDS_SCALE, divideDown, scaledOdds } from '../money/exact-odds';
import { safeMinorUnits } from '../units';
import type { MinorUnits, Odds } from '../units';
import { settledComboboostOdds } from './comboboost';
import type { ComboboostRange } from './comboboost';

/** How one leg of a single or combo settled. */
export interface SettledLeg {
  odds: number;
  result: 'won' | 'lost' | 'void';
}

/**
 * What a single or combo returns once settled, stake included, in minor units: stake × the odds of the won legs
 * (void legs count 1, a lost leg makes it 0) × the comboboost of the range the legs still standing reach, exact
 * and rounded down once (SPEC §3 Comboboost; a void leg moves the bet down the ladder). `ranges` is the ladder
 * snapshotted at placement, null for a bet without a comboboost.
 */
export function settledReturn(
  stake: number,
  legs: readonly SettledLeg[],
  ranges: readonly ComboboostRange[] | null,
): MinorUnits {
  if (legs.some((leg) => leg.result === 'lost')) return 0 as MinorUnits;
  const won = legs.filter((leg) => leg.result === 'won');
  let numerator = won.reduce((product, leg) => product * scaledOdds(leg.odds as Odds), BigInt(stake));
  let denominator = ODDS_SCALE ** BigInt(won.length);
  const boost = ranges === null ? null : settledComboboostOdds(ranges, won.length);
  if (boost !== null && won.length > 0) {
    numerator *= scaledOdds(boost as Odds);
    denominator *= ODDS_SCALE;
  }
  return safeMinorUnits(divideDown(numerator, denominator));
}
