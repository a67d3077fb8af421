import { outcomeKey } from '@sportsbook/betting';
import type { Market, Match, MatchListItem, RealtimeEvent } from '@sportsbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { createOddsStore } from '../store/odds-store';
import { sampleMarket, sampleMatch } from '../testing/odds-fixtures';
import { handleLiveEvent } from './handle-live-event';
import type { LiveEventTargets } from './handle-live-event';

function setup(allowed: LiveEventTargets['allowed'] = null) {
  const queryClient = new QueryClient();
  const oddsStore = createOddsStore({ schedule: () => {} });
  const match = sampleMatch();
  const listItem: MatchListItem = { ...match, matchId: match.id, availableMarketsCount: 1 };
  queryClient.setQueryData(catalogueKeys.match('en', 7), match);
  queryClient.setQueryData(catalogueKeys.matchMarkets('en', 7), [sampleMarket([2.5, 3.2, 2.9])]);
  queryClient.setQueryData(catalogueKeys.matchList('en', { sport_key: 'football' }), [listItem]);
  const targets: LiveEventTargets = { queryClient, oddsStore, locale: 'en', allowed };
  return { queryClient, oddsStore, targets };
}

const marketsChanged = (markets: Market[]): RealtimeEvent => ({
  event_name: 'markets_changed',
  message: { match: { id: 7, urn_id: 'sr:match:7' }, markets },
});

const homeKey = outcomeKey({ matchId: 7, marketId: 1, outcomeId: 1, specifier: '' });

describe('live events', () => {
  it('moves odds through the odds store, flashing from what the page showed, without touching the cache', () => {
    const { queryClient, oddsStore, targets } = setup();
    const listener = vi.fn();
    queryClient.getQueryCache().subscribe(listener);
    handleLiveEvent(marketsChanged([sampleMarket([2.2, 3.3, 3.1])]), targets);
    oddsStore.flush();
    expect(oddsStore.get(homeKey)).toMatchObject({ odds: 2.2, direction: 'down' });
    expect(listener).not.toHaveBeenCalled();
    expect(
      queryClient.getQueryData<Market[]>(catalogueKeys.matchMarkets('en', 7))![0]!.outcomes[0]!.odds,
    ).toBe(2.5);
  });

  it('patches a suspended market into the match, its markets and the lists', () => {
    const { queryClient, targets } = setup();
    handleLiveEvent(marketsChanged([sampleMarket([2.5, 3.2, 2.9], -1)]), targets);
    expect(queryClient.getQueryData<Market[]>(catalogueKeys.matchMarkets('en', 7))![0]!.status).toBe(-1);
    expect(queryClient.getQueryData<Match>(catalogueKeys.match('en', 7))!.main_market!.status).toBe(-1);
    const list = queryClient.getQueryData<MatchListItem[]>(
      catalogueKeys.matchList('en', { sport_key: 'football' }),
    )!;
    expect(list[0]!.main_market!.status).toBe(-1);
  });

  it('adds a new market line and drops one whose status is no longer allowed', () => {
    const { queryClient, targets } = setup();
    const total = { ...sampleMarket([1.9, 1.9]), id: 18, specifier: 'total=2.5' };
    handleLiveEvent(marketsChanged([total, sampleMarket([2.5, 3.2, 2.9], -4)]), targets);
    const markets = queryClient.getQueryData<Market[]>(catalogueKeys.matchMarkets('en', 7))!;
    expect(markets.map((market) => `${market.id}:${market.specifier}`)).toEqual(['18:total=2.5']);
  });

  it('merges a match event into the cached match and the list entry', () => {
    const { queryClient, targets } = setup();
    const score = { ...sampleMatch().statistics, total_score: { home: 1, away: 0 } };
    handleLiveEvent(
      { event_name: 'match_changed', message: { match: { id: 7, statistics: score } } },
      targets,
    );
    expect(queryClient.getQueryData<Match>(catalogueKeys.match('en', 7))!.statistics.total_score).toEqual({
      home: 1,
      away: 0,
    });
    const list = queryClient.getQueryData<MatchListItem[]>(
      catalogueKeys.matchList('en', { sport_key: 'football' }),
    )!;
    expect(list[0]!.statistics.total_score).toEqual({ home: 1, away: 0 });
    expect(list[0]!.competitors.home.name).toBe('Home');
  });

  it('gives only the changed match a new object, and leaves the list alone when nothing changed', () => {
    const { queryClient, targets } = setup();
    const key = catalogueKeys.matchList('en', { sport_key: 'football' });
    const other: MatchListItem = { ...sampleMatch(), id: 8, matchId: 8, availableMarketsCount: 1 };
    queryClient.setQueryData(key, [queryClient.getQueryData<MatchListItem[]>(key)![0]!, other]);
    const before = queryClient.getQueryData<MatchListItem[]>(key)!;
    const same = { id: 7, statistics: structuredClone(sampleMatch().statistics) };
    handleLiveEvent({ event_name: 'match_changed', message: { match: same } }, targets);
    expect(queryClient.getQueryData<MatchListItem[]>(key)).toBe(before);

    handleLiveEvent({ event_name: 'match_changed', message: { match: { id: 7, stage: 'pause' } } }, targets);
    const after = queryClient.getQueryData<MatchListItem[]>(key)!;
    expect(after).not.toBe(before);
    expect(after[0]).not.toBe(before[0]);
    expect(after[0]!.stage).toBe('pause');
    expect(after[0]!.statistics).toBe(before[0]!.statistics);
    expect(after[1]).toBe(before[1]);
  });

  it('ignores match and status events of a provider the sport type does not allow', () => {
    const { queryClient, targets } = setup({ regular: ['betradar'] });
    handleLiveEvent(
      {
        event_name: 'match_status_changed',
        message: { match: { id: 7, status: 3, sport_type: 'regular', provider: 'sandbox' } },
      },
      targets,
    );
    handleLiveEvent(
      { event_name: 'match_changed', message: { match: { ...sampleMatch(), stage: 'pause' } } },
      targets,
    );
    const match = queryClient.getQueryData<Match>(catalogueKeys.match('en', 7))!;
    expect(match.status).toBe(1);
    expect(match.stage).toBe('1st_half');
  });

  it('applies a status event of an allowed provider', () => {
    const { queryClient, targets } = setup({ regular: ['sandbox'] });
    handleLiveEvent(
      {
        event_name: 'match_status_changed',
        message: { match: { id: 7, status: 3, sport_type: 'regular', provider: 'sandbox' } },
      },
      targets,
    );
    expect(queryClient.getQueryData<Match>(catalogueKeys.match('en', 7))!.status).toBe(3);
  });
});
