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
 * A reverse forecast on two runners is one bet of two lines, the straight forecasts in both orders (first-second
 * and second-first), each at the unit stake: the outcome ids of the two lines.
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

/** How one line of a two-line race bet settled: won, lost, or void (a non-runner: its stake back). */
export type LineResult = 'won' | 'lost' | 'void';

/** One line's return at the exact odds numerator / denominator: the payout rounded down once, the stake if void. */
function lineReturn(unit: bigint, numerator: bigint, denominator: bigint, result: LineResult): bigint {
  if (result === 'void') return unit;
  return result === 'won' ? divideDown(unit * numerator, denominator) : 0n;
}

/**
 * Each-way settlement (each line on its own): the win line pays unit × win odds when the runner wins; the place
 * line pays unit × (1 + (win odds − 1) × fraction) when it finishes within the places; a void line returns its
 * unit stake; each line rounded down once.
 */
export function eachWaySettledReturn(
  unitStake: MinorUnits,
  winOdds: Odds,
  terms: EachWayTerms,
  win: LineResult,
  place: LineResult,
): MinorUnits {
  const unit = BigInt(unitStake);
  const odds = scaledOdds(winOdds);
  const [num, den] = fractionParts(terms.fraction);
  const placeNumerator = ODDS_SCALE * den + (odds - ODDS_SCALE) * num;
  return safeMinorUnits(
    lineReturn(unit, odds, ODDS_SCALE, win) + lineReturn(unit, placeNumerator, ODDS_SCALE * den, place),
  );
}

/**
 * What an each-way bet returns (stakes included) by how the runner finished: a winner pays both lines, a placed
 * runner the place line only, an unplaced one nothing.
 */
export function eachWayReturn(
  unitStake: MinorUnits,
  winOdds: Odds,
  terms: EachWayTerms,
  finish: EachWayFinish,
): MinorUnits {
  if (finish === 'unplaced') return 0 as MinorUnits;
  return eachWaySettledReturn(unitStake, winOdds, terms, finish === 'won' ? 'won' : 'lost', 'won');
}

/**
 * Reverse forecast settlement: the two orders are two lines at the unit stake, each paying unit × its odds when
 * that order came in (at most one does) and its stake back when void; each rounded down once.
 */
export function reverseForecastSettledReturn(
  unitStake: MinorUnits,
  lines: readonly [{ odds: Odds; result: LineResult }, { odds: Odds; result: LineResult }],
): MinorUnits {
  const unit = BigInt(unitStake);
  return safeMinorUnits(
    lines.reduce((sum, line) => sum + lineReturn(unit, scaledOdds(line.odds), ODDS_SCALE, line.result), 0n),
  );
}

/** How a runner finished under the each-way terms, from the race's finishing order (runner numbers). */
export function eachWayFinish(runner: number, result: readonly number[], terms: EachWayTerms): EachWayFinish {
  const position = result.indexOf(runner);
  if (position === 0) return 'won';
  return position > 0 && position < terms.places ? 'placed' : 'unplaced';
}
