import { routes } from '@sportsbook/contract';
import type { ExchangeRates } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../http/register-route';
import { DEFAULT_CURRENCY, supportedCurrencies } from '../../platform/wallet/currencies';

/** The sandbox's rates do not move, so clients may keep them an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

/** When the sandbox's reference rates were taken. */
const AS_OF = '2026-11-01T00:00:00.000Z';

/**
 * Units of each currency one euro buys. NOTE: the sandbox has no market feed; these are fixed reference rates
 * for every currency its platform accounts can hold (platform/wallet/currencies.ts), quoted against euros, the
 * default currency.
 */
const PER_EURO: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.85,
  NOK: 11.6,
  PLN: 4.3,
  TRY: 35,
  JPY: 162,
  BTC: 0.000016,
  ETH: 0.00033,
  USDT: 1.08,
};

/** The rate table: every supported currency that has a rate, with the minor-unit digits its accounts keep. */
export function sandboxExchangeRates(): ExchangeRates {
  return {
    base: DEFAULT_CURRENCY,
    as_of: AS_OF,
    rates: supportedCurrencies.flatMap(({ code, subunits }) => {
      const rate = PER_EURO[code];
      return rate === undefined ? [] : [{ currency: code, subunits, rate }];
    }),
  };
}

/** `GET /fe-api/exchange-rates`: the rates front ends convert shared stakes with (SPEC §4 Shared-bet flow). */
export function exchangeRateRoutes(app: FastifyInstance): void {
  const table = sandboxExchangeRates();
  registerRoute(app, routes.frontend.getExchangeRates, ({ reply }) => {
    reply.header('cache-control', CACHE_CONTROL);
    return table;
  });
}
