import type { MinorUnits } from '../units';

/** Decimal places an exchange rate is held to; the conversion itself is exact integer arithmetic. */
export const RATE_DECIMALS = 8;

/** A currency's code and minor-unit digits (2 for EUR, 8 for BTC). */
export interface CurrencyUnits {
  currency: string;
  subunits: number;
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
  const scale = 10n ** BigInt(RATE_DECIMALS);
  const scaledRate = BigInt(Math.round(rate * Number(scale)));
  const numerator = BigInt(value) * scaledRate * 10n ** BigInt(Math.max(0, to.subunits - from.subunits));
  const denominator = scale * 10n ** BigInt(Math.max(0, from.subunits - to.subunits));
  return Number(numerator / denominator) as MinorUnits;
}
