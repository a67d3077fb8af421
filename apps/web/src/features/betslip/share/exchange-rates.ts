import type { CurrencyUnits } from '@sportsbook/betting';
import { routeRefs } from '@sportsbook/contract/refs';
import type { ExchangeRates } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** The back end quotes rates for hours at a time: one table serves every restore of a visit. */
export const EXCHANGE_RATES_STALE_MS = 60 * 60 * 1000;

/** The query key of the back end's exchange rates (they are the same for every locale and player). */
export const exchangeRatesKey = ['betslip', 'exchangeRates'] as const;

/**
 * The back end's exchange rates (`GET /fe-api/exchange-rates`) through the query cache: fetched on first need,
 * then reused for an hour.
 */
export function fetchExchangeRates(queryClient: QueryClient, context: ApiContext): Promise<ExchangeRates> {
  return queryClient.fetchQuery({
    queryKey: exchangeRatesKey,
    queryFn: () => apiRequest(routeRefs.frontend.getExchangeRates, {}, context),
    staleTime: EXCHANGE_RATES_STALE_MS,
  });
}

/** A currency's code and minor-unit digits from the table, or null when the table has no rate for it. */
export function currencyUnitsIn(table: ExchangeRates | null, currency: string): CurrencyUnits | null {
  const entry = table?.rates.find((candidate) => candidate.currency === currency);
  return entry ? { currency, subunits: entry.subunits } : null;
}

/** Units of `to` one unit of `from` buys by the table; null when either currency has no usable rate. */
export function rateBetween(table: ExchangeRates | null, from: string, to: string): number | null {
  if (from === to) return 1;
  const a = table?.rates.find((candidate) => candidate.currency === from)?.rate;
  const b = table?.rates.find((candidate) => candidate.currency === to)?.rate;
  if (!a || !b) return null;
  const rate = b / a;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}
