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
 * The rate table: every currency accounts can hold (platform/wallet/currencies.ts), with the minor-unit digits
 * its accounts keep and the units one euro buys.
 */
export function sandboxExchangeRates(): ExchangeRates {
  return {
    base: DEFAULT_CURRENCY,
    as_of: AS_OF,
    rates: supportedCurrencies.map(({ code, subunits, perEuro }) => ({
      currency: code,
      subunits,
      rate: Number(perEuro),
    })),
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
