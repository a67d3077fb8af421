import { ODDS_SCALE, divideDown, scaledOdds } from '../money/exact-odds';
import { safeMinorUnits } from '../units';
import type { MinorUnits, Odds } from '../units';

/** A straight forecast's outcome id on the race's Forecast market: first × 100 + second. */
export function forecastOutcomeId(first: number, second: number): number {
  if (first === second) throw new RangeError('A forecast names two different runners');
  return first * 100 + second;
}

/** The two runners a straight forecast outcome id names, first then second. */
export function forecastRunners(outcomeId: number): [first: number, second: number] {
  return [Math.floor(outcomeId / 100), outcomeId % 100];
}

/**
 * A reverse forecast on two runners is two straight forecasts, one per order (first-second and second-first),
 * each at the unit stake: the outcome ids of the two bets.
 */
export function reverseForecastOutcomeIds(a: number, b: number): [number, number] {
  return [forecastOutcomeId(a, b), forecastOutcomeId(b, a)];
}

/** What a reverse forecast costs: the unit stake twice, one per order. */
export function reverseForecastStake(unitStake: MinorUnits): MinorUnits {
  return safeMinorUnits(BigInt(unitStake) * 2n);
}

/**
 * What a reverse forecast returns: at most one order comes in, so the unit stake times the odds of the order
 * that did, rounded down once; nothing when neither did.
 */
export function reverseForecastReturn(unitStake: MinorUnits, winningOrderOdds: Odds | null): MinorUnits {
  if (winningOrderOdds === null) return 0 as MinorUnits;
  return safeMinorUnits(divideDown(BigInt(unitStake) * scaledOdds(winningOrderOdds), ODDS_SCALE));
}

/** Each-way terms of a race: the places paid and the fraction of the win odds the place part is paid at. */
export interface EachWayTerms {
  places: number;
  /** `1/4`, `1/5` …, as the race card gives it. */
  fraction: string;
}

/** How an each-way selection finished: won the race, placed within the paid places, or neither. */
export type EachWayFinish = 'won' | 'placed' | 'unplaced';

/** An each-way bet costs the unit stake twice: one win bet and one place bet on the same runner. */
export function eachWayStake(unitStake: MinorUnits): MinorUnits {
  return safeMinorUnits(BigInt(unitStake) * 2n);
}

function fractionParts(fraction: string): [bigint, bigint] {
  const parts = /^(\d+)\/([1-9]\d*)$/.exec(fraction);
  if (!parts) throw new RangeError(`Not a fraction: ${fraction}`);
  return [BigInt(parts[1]!), BigInt(parts[2]!)];
}

/**
 * What an each-way bet returns (stakes included): the win half pays unit × win odds when the runner wins; the
 * place half pays unit × (1 + (win odds − 1) × fraction) when it wins or places; each half rounded down once.
 */
export function eachWayReturn(
  unitStake: MinorUnits,
  winOdds: Odds,
  terms: EachWayTerms,
  finish: EachWayFinish,
): MinorUnits {
  if (finish === 'unplaced') return 0 as MinorUnits;
  const stake = BigInt(unitStake);
  const odds = scaledOdds(winOdds);
  const [num, den] = fractionParts(terms.fraction);
  const placePart = divideDown(stake * (ODDS_SCALE * den + (odds - ODDS_SCALE) * num), ODDS_SCALE * den);
  const winPart = finish === 'won' ? divideDown(stake * odds, ODDS_SCALE) : 0n;
  return safeMinorUnits(winPart + placePart);
}

/** How a runner finished under the each-way terms, from the race's finishing order (runner numbers). */
export function eachWayFinish(runner: number, result: readonly number[], terms: EachWayTerms): EachWayFinish {
  const position = result.indexOf(runner);
  if (position === 0) return 'won';
  return position > 0 && position < terms.places ? 'placed' : 'unplaced';
}
