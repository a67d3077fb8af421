import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { supportedCurrencies } from '../../platform/wallet/currencies';
import { expectContractResponse } from '../../testing/expect-contract';
import { useTestApp } from '../../testing/test-app';
import { buildSportsbookApp } from '../app';

const app = useTestApp(buildSportsbookApp);

describe('exchange rates', () => {
  it('quotes every currency a platform account can hold, with its minor-unit digits, as the contract says', async () => {
    const response = await app().inject({ method: 'GET', url: '/fe-api/exchange-rates' });
    expect(response.statusCode).toBe(200);
    const table = expectContractResponse(routes.frontend.getExchangeRates, response.json());
    expect(table.base).toBe('EUR');
    expect(table.rates.map((entry) => entry.currency).sort()).toEqual(
      supportedCurrencies.map((currency) => currency.code).sort(),
    );
    for (const currency of supportedCurrencies)
      expect(table.rates.find((entry) => entry.currency === currency.code)?.subunits).toBe(currency.subunits);
    expect(table.rates.find((entry) => entry.currency === 'EUR')?.rate).toBe(1);
  });

  it('lets clients keep the table for an hour', async () => {
    const response = await app().inject({ method: 'GET', url: '/fe-api/exchange-rates' });
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers the same table to visitors whatever the query string', async () => {
    const plain = await app().inject({ method: 'GET', url: '/fe-api/exchange-rates' });
    const extra = await app().inject({ method: 'GET', url: '/fe-api/exchange-rates?x=%3Cscript%3E' });
    expect(extra.statusCode).toBe(200);
    expect(extra.json()).toEqual(plain.json());
  });
});
