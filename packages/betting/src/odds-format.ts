import { oddsTypes } from '@sportsbook/contract/refs';
import { FRACTIONAL_LADDER } from './odds-format-ladder';

/** The odds display types of SPEC §3 Settings: the contract's `OddsType` values, in its order. */
export const ODDS_FORMATS = oddsTypes;

/** One odds display type. */
export type OddsFormat = (typeof ODDS_FORMATS)[number];

// NOTE: odds arrive as binary floats (2.675 is 2.67499999…, so `toFixed(2)` gives 2.67 while 2.675 − 1 gives
// 1.68). Every format starts from the exact price in millionths, the unit of the money path (ODDS_DECIMALS),
// and rounds half away from zero with integer arithmetic, so all formats agree with each other.
const MILLION = 1_000_000;

/** The price in whole millionths, and the profit per unit staked in millionths (at least one). */
function exact(decimal: number): { price: number; profit: number } {
  const price = Math.round(decimal * MILLION);
  // A price that rounds to 1.000000 still quotes a profit of one millionth, never a division by zero.
  return { price, profit: Math.max(1, price - MILLION) };
}

/** numerator ÷ denominator (denominator > 0) rounded half away from zero, computed exactly. */
function roundedQuotient(numerator: number, denominator: number): number {
  const [n, d] = [BigInt(Math.abs(numerator)), BigInt(denominator)];
  const magnitude = Number((2n * n + d) / (2n * d));
  return numerator < 0 ? -magnitude : magnitude;
}

/** A whole count of 10^-places as a decimal string: (−60, 2) → `-0.60`. */
function fixed(count: number, places: number): string {
  const digits = Math.abs(count)
    .toString()
    .padStart(places + 1, '0');
  return `${count < 0 ? '-' : ''}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** A value given in millionths, to two decimals: 1,675,000 → `1.68`. */
function hundredths(millionths: number): string {
  return fixed(roundedQuotient(millionths, 10_000), 2);
}

/** −1 ÷ (profit in millionths), to two decimals: the negative quote of Indonesian and Malaysian odds. */
function negativeInverse(profit: number): string {
  return fixed(roundedQuotient(-100 * MILLION, profit), 2);
}

/**
 * Fractional odds as the nearest rung of the bookmakers' ladder: 2.50 → `6/4`, 1.91 → `10/11`, 3.00 → `2/1`,
 * 30.00 → `28/1`. The rule: the rung whose profit n/d is closest to the price's profit (compared exactly); on a
 * tie the shorter price (the earlier rung), the bookmaker's side.
 */
export function toFractional(decimal: number): string {
  const { profit } = exact(decimal);
  // |n/d − profit/10^6| ranks rungs as |n × 10^6 − profit × d| / d; cross-multiplied to stay in integers.
  const gap = ([n, d]: readonly [number, number]) => Math.abs(n * MILLION - profit * d);
  let best = FRACTIONAL_LADDER[0]!;
  for (const rung of FRACTIONAL_LADDER) if (gap(rung) * best[1] < gap(best) * rung[1]) best = rung;
  return `${best[0]}/${best[1]}`;
}

/** American (moneyline) odds: +150 for 2.50, -200 for 1.50, +100 for evens; whole numbers. */
export function toAmerican(decimal: number): string {
  const { profit } = exact(decimal);
  if (profit >= MILLION) return `+${roundedQuotient(profit, 10_000)}`;
  return `-${roundedQuotient(100 * MILLION, profit)}`;
}

/** Hong Kong odds: the net profit per unit staked, 2.50 → `1.50`. */
export function toHongKong(decimal: number): string {
  return hundredths(exact(decimal).profit);
}

/** Indonesian odds: positive (profit) at evens and above, negative (stake to win one) below: 1.50 → `-2.00`. */
export function toIndonesian(decimal: number): string {
  const { profit } = exact(decimal);
  return profit >= MILLION ? hundredths(profit) : negativeInverse(profit);
}

/** Malaysian odds: positive (profit) up to evens, negative above: 1.50 → `0.50`, 2.50 → `-0.67`. */
export function toMalaysian(decimal: number): string {
  const { profit } = exact(decimal);
  return profit <= MILLION ? hundredths(profit) : negativeInverse(profit);
}

/** Implied probability in percent, one decimal: 2.50 → `40.0%`. */
export function toImpliedPercent(decimal: number): string {
  // 100 ÷ price in tenths of a percent: 1000 × 10^6 ÷ millionths.
  return `${fixed(roundedQuotient(1000 * MILLION, exact(decimal).price), 1)}%`;
}

/** Decimal (European) odds with two decimals: 2.5 → `2.50`. */
export function toEuropean(decimal: number): string {
  return hundredths(exact(decimal).price);
}

const formatters: Record<OddsFormat, (decimal: number) => string> = {
  european: toEuropean,
  british: toFractional,
  hongkong: toHongKong,
  american: toAmerican,
  indonesian: toIndonesian,
  malaysian: toMalaysian,
  percent: toImpliedPercent,
};

/** Shows decimal odds in the given display type; every other type is derived from the decimal price. */
export function formatOdds(decimal: number, format: OddsFormat): string {
  return formatters[format](decimal);
}
