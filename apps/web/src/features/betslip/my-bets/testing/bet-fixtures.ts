import type { Bet, BetSelection } from '@sportsbook/contract';
import type { BetsPage, MyBetsPages } from '../bets-cache';

/** When the matches of test bets start: far ahead, so that no leg looks for a live score unless told. */
export const KICK_OFF = '2099-01-01T18:00:00.000Z';

/** A leg of a test bet on match `matchId` (Home – Away), 1X2 home at `odds`, still open. */
export function legFixture(id: number, odds: number, matchId = 100 + id): BetSelection {
  return {
    id,
    status: 'open',
    market: { id: 1, name: '1X2' },
    outcome: { id: 1, name: `Home ${matchId}` },
    odds,
    match: {
      id: matchId,
      urn_id: `sr:match:${matchId}`,
      slug: `home-away-${matchId}`,
      name: `Home ${matchId} – Away ${matchId}`,
      start_time: KICK_OFF,
      status: 0,
      sport_key: 'football',
    },
    specifier: '',
  };
}

/** An open EUR single of €10.00 at 2.5 with a €9.50 cashout offer; `overrides` change any field (tests). */
export function betFixture(id: number, overrides: Partial<Bet> = {}): Bet {
  return {
    id,
    ref: `B-${id}`,
    type: 'single',
    status: 'waiting_results',
    created_at: '2026-11-21T12:00:00.000Z',
    result: 'no_results',
    is_vip: false,
    stake: { value: 1000, currency: 'EUR', subunits: 2 },
    win_amount: null,
    odds: 2.5,
    selections: [legFixture(id * 10, 2.5)],
    to_cashout: { value: 950, currency: 'EUR', subunits: 2 },
    bonus: null,
    system: null,
    used_in_jackpot: false,
    ...overrides,
  };
}

/** One page of `GET /bets` (page `page` of `lastPage`) (tests). */
export function betsPage(bets: Bet[], page = 1, lastPage = 1): BetsPage {
  return { data: bets, pagination: { total: bets.length, page, limit: 500, last_page: lastPage } };
}

/** A cached list of these pages (tests). */
export function cachedPages(...pages: BetsPage[]): MyBetsPages {
  return { pages, pageParams: pages.map((page) => page.pagination.page) };
}
