import type { Market, Match } from '@sportsbook/contract';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import messages from '../../../../messages/en.json';
import { sampleMarket } from '@/testing/market-fixtures';
import { createOddsStore } from '../store/odds-store';
import { OddsStoreProvider } from '../store/odds-store-context';

// NOTE: shared with the real-time worker's tests (platform/ may not import a feature's fixtures).
export { sampleMarket };

/** Renders with English messages and an odds store whose frames the test runs by hand (`store.flush()`). */
export function renderWithOdds(ui: ReactNode, now: () => number = Date.now) {
  const store = createOddsStore({ schedule: () => {}, now });
  const wrap = (node: ReactNode) => (
    <NextIntlClientProvider locale="en" messages={messages}>
      <OddsStoreProvider store={store}>{node}</OddsStoreProvider>
    </NextIntlClientProvider>
  );
  const result = render(wrap(ui));
  return { ...result, store, rerender: (node: ReactNode) => result.rerender(wrap(node)) };
}

/** A live football match 7 (provider `sandbox`) whose main market is `main`. */
export function sampleMatch(main: Market | null = sampleMarket([2.5, 3.2, 2.9])): Match {
  const at = '2026-01-01T12:00:00.000Z';
  return {
    id: 7,
    urn_id: 'sr:match:7',
    slug: 'home-away-7',
    type: 'match',
    tournament: {
      id: 100,
      slug: 'league',
      name: 'League',
      sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
    },
    status: 1,
    stage: '1st_half',
    start_time: at,
    competitors: { home: { id: 1, name: 'Home', logo: null }, away: { id: 2, name: 'Away', logo: null } },
    stadium: null,
    city: null,
    statistics: {
      clock: null,
      total_score: { home: 0, away: 0 },
      game_score: null,
      current_server: null,
      period_scores: [],
      max_period_number: 2,
    },
    available_markets_count: 1,
    main_market: main,
    secondary_market: null,
    top_markets_count: 1,
    has_video: false,
    provider: 'sandbox',
  };
}
