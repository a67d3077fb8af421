import type { Market, Match } from '@sportsbook/contract';
import { MatchStatus, providerStatusValues } from '@sportsbook/contract/refs';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { SiteProvider } from '@/platform/site/site-provider';
import { testSite } from '@/testing/render-in-app';
import type { ReactNode } from 'react';
import messages from '../../../../messages/en.json';

/** Renders a match-page component with the English catalogue and UTC times. */
export function renderInEnglish(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <SiteProvider config={testSite.config} featureFlags={testSite.feature_flags}>
        {ui}
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

/** A market line of match 7. */
export function line(
  id: number,
  name: string,
  specifier: string,
  outcomes: [string, number][],
  overrides: Partial<Market> = {},
): Market {
  return {
    match_urn_id: 'sr:match:7',
    id,
    name,
    status: providerStatusValues.allowed,
    specifier,
    outcomes: outcomes.map(([outcomeName, odds], index) => ({
      id: id * 10 + index,
      name: outcomeName,
      active: true,
      odds,
    })),
    market_groups: [{ groupKey: 'main' }],
    priority: id,
    most_balanced: false,
    next_bet_stop: null,
    custom_bet_groups: [],
    provider: 'sandbox',
    ...overrides,
  };
}

/** A tennis match 7 in its second set, the home player serving. */
export function tennisMatch(overrides: Partial<Match> = {}): Match {
  return {
    id: 7,
    urn_id: 'sr:match:7',
    slug: 'nakamura-rossi-7',
    type: 'match',
    tournament: {
      id: 100,
      slug: 'atp-vienna',
      name: 'ATP Vienna',
      sport: { id: 2, key: 'tennis', name: 'Tennis', type: 'regular' },
    },
    status: MatchStatus.live,
    stage: '2nd_set',
    start_time: '2026-01-01T12:00:00.000Z',
    competitors: {
      home: { id: 1, name: 'T. Nakamura', logo: null },
      away: { id: 2, name: 'M. Rossi', logo: null },
    },
    stadium: null,
    city: null,
    statistics: {
      clock: null,
      total_score: { home: 1, away: 0 },
      game_score: { home: 30, away: 15 },
      current_server: 'home',
      period_scores: [
        { home: 7, away: 5, period_key: 'set_1', name: '1st set', number: 1, type: 'set' },
        { home: 2, away: 4, period_key: 'set_2', name: '2nd set', number: 2, type: 'set' },
      ],
      max_period_number: 3,
    },
    available_markets_count: 4,
    main_market: null,
    secondary_market: null,
    top_markets_count: 4,
    has_video: false,
    provider: 'sandbox',
    ...overrides,
  };
}
