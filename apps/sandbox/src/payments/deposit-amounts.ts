import { ApiError } from '../http/api-error';
import type { CurrencyInfo } from '../platform/wallet/currencies';

/** Quick-deposit presets, in euros, converted to each currency at the sandbox's fixed rate. */
const PRESET_EUROS = [10, 20, 50, 100] as const;
/** The smallest and largest deposit, in euros. */
const MIN_EUROS = 5;
const MAX_EUROS = 10_000;

/** `euros` in minor units of `currency`, exactly from the decimal rate, rounded half up to a minor unit. */
export function eurosIn(currency: CurrencyInfo, euros: number): number {
  const [whole = '0', fraction = ''] = currency.perEuro.split('.');
  const rate = BigInt(whole + fraction);
  const scale = 10n ** BigInt(fraction.length);
  const numerator = BigInt(euros) * rate * 10n ** BigInt(currency.subunits);
  return Number((numerator * 2n + scale) / (2n * scale));
}

/** The deposit bounds and presets of a currency, in its minor units. */
export function depositAmounts(currency: CurrencyInfo): { presets: number[]; min: number; max: number } {
  return {
    presets: PRESET_EUROS.map((euros) => eurosIn(currency, euros)),
    min: eurosIn(currency, MIN_EUROS),
    max: eurosIn(currency, MAX_EUROS),
  };
}

/** Refuses an amount outside the currency's bounds (422 `invalid_amount`, with the bounds in `details`). */
export function assertDepositAmount(currency: CurrencyInfo, amount: number): void {
  const { min, max } = depositAmounts(currency);
  if (amount < min || amount > max)
    throw new ApiError(422, 'invalid_amount', 'The amount is outside the deposit bounds', {
      min_amount: min,
      max_amount: max,
      currency: currency.code,
    });
}
