import type { Odds } from '../units';

/**
 * Decimal places odds are held to for money arithmetic. Books quote at most three decimals; six leave room for
 * bonus odds multiplied in, and keep every product exact as a bigint.
 */
export const ODDS_DECIMALS = 6;

/** 10^ODDS_DECIMALS as a bigint: the denominator of one scaled odds value. */
export const ODDS_SCALE = 10n ** BigInt(ODDS_DECIMALS);

/**
 * Odds as an exact integer numerator over ODDS_SCALE. NOTE: `2.35 * 1000` is 2350.0000000000005 in floats, so
 * money is never computed from float odds; the nearest scaled integer is taken once, here.
 */
export function scaledOdds(odds: Odds): bigint {
  return BigInt(Math.round(odds * Number(ODDS_SCALE)));
}

/** The exact product of several odds, as a numerator over ODDS_SCALE^odds.length. */
export function scaledProduct(odds: readonly Odds[]): bigint {
  return odds.reduce((product, value) => product * scaledOdds(value), 1n);
}

/** Integer division rounding towards zero for the non-negative amounts money uses: rounding down. */
export function divideDown(numerator: bigint, denominator: bigint): bigint {
  return numerator / denominator;
}
