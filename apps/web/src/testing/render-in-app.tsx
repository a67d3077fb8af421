import { SiteDocument } from '@sportsbook/contract';
import type { Market, MatchListItem, SiteConfigInput } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createOddsStore } from '@/features/odds';
import { OddsStoreProvider } from '@/features/odds';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { SiteProvider } from '@/platform/site/site-provider';
import { ToastProvider } from '@/ui';
import messages from '../../messages/en.json';

/** The sportsbook origin the test app calls; `mockApi` answers requests to it. */
export const TEST_API = 'http://sportsbook.test';

const baseConfig = {
  id: 'test',
  name: 'Test Sportsbook',
  logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
  locales: [{ code: 'en', nameInLocale: 'English' }],
};

/** The test site, with the given configuration fields over the base. */
function siteWith(config: Partial<SiteConfigInput>) {
  return SiteDocument.parse({ config: { ...baseConfig, ...config }, feature_flags: {} });
}

/** The site of component tests: one English locale, every feature flag at its default. */
export const testSite = siteWith({});

/**
 * Renders a component inside the providers of the (main) layout: English messages in UTC, the runtime origins,
 * the site, a query client that never retries, toasts and a hand-flushed odds store.
 */
export function renderInApp(
  ui: ReactNode,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  siteConfig: Partial<SiteConfigInput> = {},
) {
  const site = siteWith(siteConfig);
  const store = createOddsStore({ schedule: () => {} });
  const result = render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <RuntimeConfigProvider
        value={{ sportsbookApiUrl: TEST_API, platformApiUrl: TEST_API, realtimeUrl: '', siteId: 'test' }}
      >
        <SiteProvider config={site.config} featureFlags={site.feature_flags}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider closeLabel="Close">
              <OddsStoreProvider store={store}>{ui}</OddsStoreProvider>
            </ToastProvider>
          </QueryClientProvider>
        </SiteProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
  return { ...result, queryClient };
}

/** An answer of the mocked API: a JSON body and its status. */
export type MockAnswer = { status?: number; body: unknown };

/**
 * Replaces `fetch` with a router over the sportsbook API: each request goes to the first handler whose pattern
 * matches its path and query (`/api/v2/matches?…`); anything unhandled is a 404, so a wrong request fails loudly.
 */
export function mockApi(
  handlers: [RegExp, (url: URL, init?: RequestInit) => MockAnswer | Promise<MockAnswer>][],
) {
  const fetchMock = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const handler = handlers.find(([pattern]) => pattern.test(`${url.pathname}${url.search}`));
    const answer = handler
      ? await handler[1](url, init)
      : { status: 404, body: { code: 'not_found', message: 'none' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** A paged list answer of the sportsbook API. */
export function pageOf<T>(data: T[]) {
  return { data, pagination: { total: data.length, page: 1, limit: 500, last_page: 1 } };
}

/** A 1X2 market of a match. */
export function testMarket(matchId: number): Market {
  return {
    match_urn_id: `sr:match:${matchId}`,
    id: 1,
    name: '1X2',
    status: 1,
    specifier: '',
    outcomes: [
      { id: 1, name: '1', active: true, odds: 2.1 },
      { id: 2, name: 'X', active: true, odds: 3.4 },
      { id: 3, name: '2', active: true, odds: 3.6 },
    ],
    market_groups: [{ groupKey: 'main' }],
    priority: 1,
    most_balanced: true,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'sandbox',
  };
}

/** A prematch football match between two teams, as `GET /matches` lists it. */
export function testMatch(
  id: number,
  home: string,
  away: string,
  overrides: Partial<MatchListItem> = {},
): MatchListItem {
  return {
    id,
    matchId: id,
    urn_id: `sr:match:${id}`,
    slug: `${home}-${away}-${id}`.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    type: 'match',
    tournament: {
      id: 100,
      slug: 'premier-league',
      name: 'Premier League',
      sport: { id: 1, key: 'football', name: 'Football', type: 'regular' },
    },
    status: 0,
    stage: null,
    start_time: '2026-11-21T19:30:00.000Z',
    competitors: {
      home: { id: id * 10, name: home, logo: null },
      away: { id: id * 10 + 1, name: away, logo: null },
    },
    stadium: null,
    city: null,
    statistics: {
      clock: null,
      total_score: null,
      game_score: null,
      current_server: null,
      period_scores: [],
      max_period_number: 2,
    },
    available_markets_count: 40,
    availableMarketsCount: 40,
    main_market: testMarket(id),
    secondary_market: null,
    top_markets_count: 4,
    has_video: false,
    provider: 'sandbox',
    ...overrides,
  };
}
