import { z } from 'zod';
import { CURRENCY_CODE_PATTERN } from './money-guards';

/** ISO 4217 code, or a crypto ticker (BTC, USDT). */
export const CurrencyCode = z.string().regex(CURRENCY_CODE_PATTERN);

/**
 * An amount of money: integer minor units (`value`) of `currency`, whose minor-unit digits are `subunits`
 * (2 for EUR, 8 for BTC). Never a float.
 */
export const Money = z.object({
  value: z.number().int(),
  currency: CurrencyCode,
  subunits: z.number().int().min(0).max(18),
});
export type Money = z.infer<typeof Money>;

/** A stake as a client sends it: minor units and currency (the server knows the subunits). */
export const StakeInput = z.object({
  value: z.number().int().positive(),
  currency: CurrencyCode,
});
export type StakeInput = z.infer<typeof StakeInput>;

/** ISO 8601 date-time with offset, as every timestamp travels. */
export const Timestamp = z.iso.datetime({ offset: true });

/** Decimal odds, above 1. */
export const DecimalOdds = z.number().gt(1).lt(100_000);

/** A positive integer id. */
export const Id = z.number().int().positive();

/** A positive integer id taken from a path or query string. */
export const IdParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A comma-separated list in a query string (`status=1,2`), or repeated values, parsed to an array. */
export function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(item).max(100),
  );
}

/** A boolean from a query string: `true`/`false`/`1`/`0`. */
export const QueryBoolean = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean(),
);
