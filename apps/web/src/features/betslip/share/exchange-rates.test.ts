import type { ExchangeRates } from '@sportsbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currencyUnitsIn, fetchExchangeRates, rateBetween } from './exchange-rates';

const table: ExchangeRates = {
  base: 'EUR',
  as_of: '2026-11-21T18:00:00.000Z',
  rates: [
    { currency: 'EUR', subunits: 2, rate: 1 },
    { currency: 'USD', subunits: 2, rate: 1.25 },
    { currency: 'JPY', subunits: 0, rate: 150 },
  ],
};

const context = { sportsbookApiUrl: 'http://sportsbook.test', platformApiUrl: 'http://platform.test' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('exchange rates from the back end', () => {
  it('takes a currency’s minor-unit digits from the table, and knows none it does not list', () => {
    expect(currencyUnitsIn(table, 'JPY')).toEqual({ currency: 'JPY', subunits: 0 });
    expect(currencyUnitsIn(table, 'GBP')).toBeNull();
    expect(currencyUnitsIn(null, 'EUR')).toBeNull();
  });

  it('converts across the base: a dollar buys 120 yen when a euro buys 1.25 dollars or 150 yen', () => {
    expect(rateBetween(table, 'USD', 'JPY')).toBeCloseTo(120, 10);
    expect(rateBetween(table, 'EUR', 'USD')).toBe(1.25);
    expect(rateBetween(table, 'USD', 'EUR')).toBeCloseTo(0.8, 10);
  });

  it('has no rate for an unlisted currency, and needs none for the same currency', () => {
    expect(rateBetween(table, 'GBP', 'EUR')).toBeNull();
    expect(rateBetween(table, 'EUR', 'GBP')).toBeNull();
    expect(rateBetween(null, 'EUR', 'USD')).toBeNull();
    expect(rateBetween(null, 'BTC', 'BTC')).toBe(1);
  });

  it('asks the sportsbook origin once and serves later restores from the query cache', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(table), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const queryClient = new QueryClient();
    expect(await fetchExchangeRates(queryClient, context)).toEqual(table);
    expect(await fetchExchangeRates(queryClient, context)).toEqual(table);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'http://sportsbook.test/fe-api/exchange-rates',
    );
  });
});
