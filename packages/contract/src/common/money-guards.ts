import type { Money } from './money';

/** A currency code (SPEC §3): the `CurrencyCode` schema checks strings against this pattern. */
export const CURRENCY_CODE_PATTERN = /^[A-Z][A-Z0-9]{2,5}$/;

function isInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

/** Whether a value is a currency code, checked without zod (same rule as the `CurrencyCode` schema). */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && CURRENCY_CODE_PATTERN.test(value);
}

/**
 * Whether a value is an amount of `Money`, checked without zod so browser code can read one off an error's
 * details at first load; a test keeps it in agreement with the `Money` schema.
 */
export function isMoney(value: unknown): value is Money {
  if (typeof value !== 'object' || value === null) return false;
  const { value: amount, currency, subunits } = value as Record<string, unknown>;
  return (
    isInteger(amount) && isCurrencyCode(currency) && isInteger(subunits) && subunits >= 0 && subunits <= 18
  );
}
