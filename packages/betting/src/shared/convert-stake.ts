import type { MinorUnits } from '../units';

/** A currency's code and minor-unit digits (2 for EUR, 8 for BTC). */
export interface CurrencyUnits {
  currency: string;
  subunits: number;
}

/**
 * The rate as the exact fraction of its shortest decimal form (`1.0825` → 10825/10000, `9.9e-8` → 99/10⁹), so
 * that tiny rates such as yen to bitcoin keep every digit they were quoted with.
 */
function decimalFraction(rate: number): [numerator: bigint, denominator: bigint] {
  const [mantissa = '0', exponentText = '0'] = rate.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const exponent = Number(exponentText) - fraction.length;
  const digits = BigInt(whole + fraction);
  return exponent >= 0 ? [digits * 10n ** BigInt(exponent), 1n] : [digits, 10n ** BigInt(-exponent)];
}

/**
 * Converts an amount to another currency (SPEC §4 Shared-bet flow): `rate` is how many units of `to` one unit
 * of `from` buys; the result is in `to`'s minor units, rounded down so a converted stake never exceeds the
 * original's worth.
 */
export function convertStake(
  value: number,
  from: CurrencyUnits,
  to: CurrencyUnits,
  rate: number,
): MinorUnits {
  if (from.currency === to.currency && from.subunits === to.subunits) return value as MinorUnits;
  if (!Number.isFinite(rate) || rate <= 0)
    throw new RangeError(`An exchange rate must be positive, got ${rate}`);
  const [rateNumerator, rateDenominator] = decimalFraction(rate);
  const numerator = BigInt(value) * rateNumerator * 10n ** BigInt(Math.max(0, to.subunits - from.subunits));
  const denominator = rateDenominator * 10n ** BigInt(Math.max(0, from.subunits - to.subunits));
  return Number(numerator / denominator) as MinorUnits;
}
