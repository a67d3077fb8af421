import { oddsTypes } from '@sportsbook/contract/refs';
import { FRACTIONAL_LADDER } from './odds-format-ladder';

/** The odds display types of SPEC §3 Settings: the contract's `OddsType` values, in its order. */
export const ODDS_FORMATS = oddsTypes;

/** One odds display type. */
export type OddsFormat = (typeof ODDS_FORMATS)[number];

// NOTE: odds arrive as binary floats (1.91 is 1.9099999…); profits are rounded to 1e-9 before any comparison
// so that a price exactly on a boundary (2.00, 1.50) lands on the side the tables put it.
function profit(decimal: number): number {
  return Math.round((decimal - 1) * 1e9) / 1e9;
}

/** Fractional odds as the nearest rung of the bookmakers' ladder: 2.50 → `6/4`, 1.91 → `10/11`, 3.00 → `2/1`. */
export function toFractional(decimal: number): string {
  const target = profit(decimal);
  let best = FRACTIONAL_LADDER[0]!;
  let bestDistance = Infinity;
  for (const rung of FRACTIONAL_LADDER) {
    const distance = Math.abs(rung[0] / rung[1] - target);
    // Strictly closer only: on a tie the shorter price (earlier rung) wins, the bookmaker's side.
    if (distance < bestDistance - 1e-12) {
      best = rung;
      bestDistance = distance;
    }
  }
  return `${best[0]}/${best[1]}`;
}

/** American (moneyline) odds: +150 for 2.50, -200 for 1.50, +100 for evens. */
export function toAmerican(decimal: number): string {
  const gain = profit(decimal);
  if (gain >= 1) return `+${Math.round(gain * 100)}`;
  return `-${Math.round(100 / gain)}`;
}

/** Hong Kong odds: the net profit per unit staked, 2.50 → `1.50`. */
export function toHongKong(decimal: number): string {
  return profit(decimal).toFixed(2);
}

/** Indonesian odds: positive (profit) at evens and above, negative (stake to win one) below: 1.50 → `-2.00`. */
export function toIndonesian(decimal: number): string {
  const gain = profit(decimal);
  return gain >= 1 ? gain.toFixed(2) : (-1 / gain).toFixed(2);
}

/** Malaysian odds: positive (profit) up to evens, negative above: 1.50 → `0.50`, 2.50 → `-0.67`. */
export function toMalaysian(decimal: number): string {
  const gain = profit(decimal);
  return gain <= 1 ? gain.toFixed(2) : (-1 / gain).toFixed(2);
}

/** Implied probability in percent, one decimal: 2.50 → `40.0%`. */
export function toImpliedPercent(decimal: number): string {
  return `${(100 / decimal).toFixed(1)}%`;
}

/** Decimal (European) odds with two decimals: 2.5 → `2.50`. */
export function toEuropean(decimal: number): string {
  return decimal.toFixed(2);
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
