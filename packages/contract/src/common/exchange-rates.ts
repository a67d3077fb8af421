import { z } from 'zod';
import { CurrencyCode, Timestamp } from './money';

/** One currency of the rate table: its minor-unit digits and what one unit of the base currency buys of it. */
export const ExchangeRate = z.object({
  currency: CurrencyCode,
  /** Minor-unit digits the platform keeps this currency in (2 for EUR, 0 for JPY, 8 for BTC). */
  subunits: z.number().int().min(0).max(18),
  /** Units of this currency one unit of the base currency buys (1 for the base itself); always above 0. */
  rate: z.number().positive().finite(),
});
export type ExchangeRate = z.infer<typeof ExchangeRate>;

/**
 * The exchange rates the back end converts with (SPEC §4 Shared-bet flow: a shared stake is converted to the
 * player's currency): for every currency a platform account can hold, the units one unit of `base` buys and the
 * currency's minor-unit digits, as of `as_of`. Front ends convert with these and never hold rates of their own;
 * a currency absent from `rates` has no rate.
 */
export const ExchangeRates = z
  .object({
    /** The currency every rate is quoted against; it is listed in `rates` at rate 1. */
    base: CurrencyCode,
    /** When the rates were taken. */
    as_of: Timestamp,
    rates: z.array(ExchangeRate).min(1).max(200),
  })
  .refine((table) => table.rates.some((entry) => entry.currency === table.base && entry.rate === 1), {
    message: 'the base currency must be listed at rate 1',
    path: ['rates'],
  })
  .refine((table) => new Set(table.rates.map((entry) => entry.currency)).size === table.rates.length, {
    message: 'a currency is listed once',
    path: ['rates'],
  });
export type ExchangeRates = z.infer<typeof ExchangeRates>;
