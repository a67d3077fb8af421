import type { ExchangeRates, PlaceBetItem } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/platform/api/api-client';
import { matchWith } from '../testing/slip-fixtures';
import { loadSharedBets } from './load-shared-bets';
import type { SharedBetSources } from './load-shared-bets';

const game = matchWith(1, [2, 3.2, 2.9]);
const customMarket = { ...game.market, id: 7, name: 'Both teams to score', custom_bet_groups: ['main'] };

/** The back end's table in these tests: rates unlike any real ones, so a conversion can only come from it. */
const backEndRates: ExchangeRates = {
  base: 'EUR',
  as_of: '2026-11-21T18:00:00.000Z',
  rates: [
    { currency: 'EUR', subunits: 2, rate: 1 },
    { currency: 'BTC', subunits: 8, rate: 0.00002 },
    { currency: 'JPY', subunits: 0, rate: 150 },
  ],
};

function sources(items: PlaceBetItem[], rates = vi.fn(async () => backEndRates)): SharedBetSources {
  return {
    sharedBets: async () => items,
    match: async () => game.match,
    markets: async () => [game.market],
    customMarkets: async () => [customMarket],
    exchangeRates: rates,
  };
}

const single = (currency: string, value: number): PlaceBetItem => ({
  stake: { value, currency },
  selections: [{ match_id: 1, market_id: 1, specifier: '', outcome_id: 2, odds: 3 }],
});

describe('loading shared bets', () => {
  it('converts a stake shared in euros to the player’s bitcoin at the back end’s rate', async () => {
    const load = await loadSharedBets('AB12CD34', sources([single('EUR', 1000)]), {
      currency: 'BTC',
      subunits: 8,
    });
    expect(load.kind).toBe('restored');
    const bet = load.kind === 'restored' ? load.bets[0] : undefined;
    // €10 at 0.00002 BTC per euro = 0.0002 BTC = 20 000 satoshi.
    expect(bet).toMatchObject({ stake: 20_000, currency: 'BTC', subunits: 8, stakeSource: 'sharing' });
    expect(bet?.selections[0]).toMatchObject({ type: 'regular', odds: 3.2 });
  });

  it('converts between two currencies quoted against the base, rounding down', async () => {
    // ¥1 001 = €6.673…, so €6.67; the minor-unit digits of yen (none) come from the table.
    const load = await loadSharedBets('AB12CD34', sources([single('JPY', 1001)]), {
      currency: 'EUR',
      subunits: 2,
    });
    expect(load.kind === 'restored' && load.bets[0]).toMatchObject({ stake: 667, currency: 'EUR' });
  });

  it('does not ask for rates when every stake is already in the player’s currency', async () => {
    const rates = vi.fn(async () => backEndRates);
    const load = await loadSharedBets('AB12CD34', sources([single('EUR', 1000)], rates), {
      currency: 'EUR',
      subunits: 2,
    });
    expect(load.kind === 'restored' && load.bets[0]?.stake).toBe(1000);
    expect(rates).not.toHaveBeenCalled();
  });

  it('still restores the bets, with no stake, when the rates cannot be had', async () => {
    const rates = vi.fn(async (): Promise<ExchangeRates> => {
      throw new ApiRequestError(503, null, 'http://sportsbook.test');
    });
    const load = await loadSharedBets('AB12CD34', sources([single('EUR', 1000)], rates), {
      currency: 'BTC',
      subunits: 8,
    });
    expect(rates).toHaveBeenCalledTimes(1);
    expect(load.kind).toBe('restored');
    expect(load.kind === 'restored' && load.bets[0]).toMatchObject({ stake: 0, currency: 'BTC' });
  });

  it('restores a stake in a currency the back end has no rate for with no stake, rather than a wrong one', async () => {
    const load = await loadSharedBets('AB12CD34', sources([single('USD', 1000)]), {
      currency: 'EUR',
      subunits: 2,
    });
    expect(load.kind === 'restored' && load.bets[0]?.stake).toBe(0);
  });

  it('maps a custom bet onto the bet-builder markets and keeps its custom odds', async () => {
    const custom: PlaceBetItem = {
      stake: { value: 300, currency: 'EUR' },
      selections: [
        { match_id: 1, market_id: 1, specifier: '', outcome_id: 1, odds: 2 },
        { match_id: 1, market_id: 7, specifier: '', outcome_id: 1, odds: 2 },
      ],
      custom_odds: 3.5,
    };
    const load = await loadSharedBets('AB12CD34', sources([custom]), { currency: 'EUR', subunits: 2 });
    // Market 1 is not a bet-builder market, so the custom bet cannot stand.
    expect(load.kind).toBe('empty');
    const onlyBuilder = {
      ...custom,
      selections: [custom.selections[1]!, { ...custom.selections[1]!, outcome_id: 2 }],
    };
    const kept = await loadSharedBets('AB12CD34', sources([onlyBuilder]), { currency: 'EUR', subunits: 2 });
    expect(kept.kind === 'restored' && kept.bets[0]).toMatchObject({
      betType: 'custom_bet',
      customOdds: 3.5,
    });
    expect(kept.kind === 'restored' && kept.bets[0]?.selections.every((s) => s.type === 'custom')).toBe(true);
  });

  it('reports a failure to ask (not a missing code) as failed, with its error', async () => {
    const outage = new ApiRequestError(503, null, 'http://sportsbook.test');
    const failing: SharedBetSources = {
      ...sources([]),
      sharedBets: async () => {
        throw outage;
      },
    };
    expect(await loadSharedBets('AB12CD34', failing, { currency: 'EUR', subunits: 2 })).toEqual({
      kind: 'failed',
      error: outage,
    });
  });
});
