import type { ExchangeRates, Market, Match, PlaceBetItem } from '@sportsbook/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/platform/api/api-client';
import { setErrorReporter } from '@/platform/errors/report-error';
import type { ErrorReport } from '@/platform/errors/report-error';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { renderInApp } from '@/testing/render-in-app';
import { BetslipStoresProvider } from '../store/betslip-context';
import { matchWith, testStores } from '../testing/slip-fixtures';
import type { SharedBetSources } from './load-shared-bets';
import { SharedBetRestore } from './shared-bet-restore';

const replace = vi.fn();
// One router for every render, as Next.js gives: a new one each time would re-run the effects that depend on it.
const router = { replace };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/en',
}));

function notFound(): ApiRequestError {
  return new ApiRequestError(404, { code: 'not_found', message: 'none' } as never, 'http://sportsbook.test');
}

/** Two singles on matches 1 and 2 (home wins), 5 and 2.50 euros. */
const sharedItems: PlaceBetItem[] = [1, 2].map((matchId, i) => ({
  stake: { value: i === 0 ? 500 : 250, currency: 'EUR' },
  selections: [{ match_id: matchId, market_id: 1, specifier: '', outcome_id: 1, odds: 2 }],
}));

/** The back end's rates: a bitcoin buys 40 000 euros. */
const backEndRates: ExchangeRates = {
  base: 'EUR',
  as_of: '2026-11-21T18:00:00.000Z',
  rates: [
    { currency: 'EUR', subunits: 2, rate: 1 },
    { currency: 'BTC', subunits: 8, rate: 0.000025 },
  ],
};

function sources(
  items: () => Promise<PlaceBetItem[]>,
  known: Map<number, { match: Match; market: Market }>,
  exchangeRates: () => Promise<ExchangeRates> = async () => backEndRates,
): SharedBetSources {
  return {
    sharedBets: items,
    match: async (id) => {
      const found = known.get(id);
      if (!found) throw notFound();
      return found.match;
    },
    markets: async (id) => (known.get(id) ? [known.get(id)!.market] : []),
    customMarkets: async () => [],
    exchangeRates,
  };
}

function renderRestore(source: SharedBetSources) {
  const stores = testStores();
  renderInApp(
    <BetslipStoresProvider stores={stores}>
      <SharedBetRestore sources={source} />
    </BetslipStoresProvider>,
  );
  return stores;
}

describe('shared bet restore', () => {
  beforeEach(() => {
    replace.mockClear();
    window.history.replaceState(null, '', '/en?betcode=AB12CD34&x=1');
    act(() => dispatchSession({ type: 'not-logged-in' }));
  });
  afterEach(() => {
    act(() => resetSessionForTests());
    window.history.replaceState(null, '', '/');
  });

  it('restores the shared bets at current odds, opens the bet slip tab and removes the code from the address', async () => {
    const games = new Map([1, 2].map((id) => [id, matchWith(id, [2.4, 3, 3])]));
    const stores = renderRestore(sources(async () => sharedItems, games));
    expect(replace).toHaveBeenCalledWith('/en?x=1', { scroll: false });
    await waitFor(() => expect(stores.ticket.getState().bets).toHaveLength(2));
    const bets = stores.ticket.getState().bets;
    expect(bets.map((bet) => bet.stake)).toEqual([500, 250]);
    expect(bets.map((bet) => bet.selections[0]?.odds)).toEqual([2.4, 2.4]);
    expect(stores.panel.getState()).toEqual({ open: true, tab: 'BET_SLIP' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows "link try another bet" when none of the shared bets can be restored', async () => {
    const stores = renderRestore(sources(async () => sharedItems, new Map()));
    expect(await screen.findByText(/None of the shared bets can be placed any more/)).toBeTruthy();
    expect(stores.ticket.getState().bets).toHaveLength(0);
    expect(stores.panel.getState().open).toBe(false);
  });

  it('shows the not-found message for an unknown code', async () => {
    const stores = renderRestore(
      sources(async () => {
        throw notFound();
      }, new Map()),
    );
    expect(await screen.findByText(/This bet link was not found/)).toBeTruthy();
    expect(replace).toHaveBeenCalledWith('/en?x=1', { scroll: false });
    expect(stores.ticket.getState().bets).toHaveLength(0);
  });

  describe('reporting (SPEC §8: a restore failure is reported, an unknown code is not)', () => {
    let reports: ErrorReport[];
    let restore: () => void;
    beforeEach(() => {
      reports = [];
      restore = setErrorReporter((report) => reports.push(report));
    });
    afterEach(() => restore());

    it('reports a server error with the share code, and still tells the player to try later', async () => {
      const outage = new ApiRequestError(500, null, 'http://sportsbook.test');
      renderRestore(
        sources(async () => {
          throw outage;
        }, new Map()),
      );
      expect(await screen.findByText(/could not be loaded. Try again later/)).toBeTruthy();
      expect(reports).toEqual([
        { source: 'betslip.shared-bet-restore', error: outage, context: { code: 'AB12CD34' } },
      ]);
    });

    it('reports an answer that is not in the contract’s shape (no bets list), and still shows the message', async () => {
      renderRestore(sources(async () => undefined as unknown as PlaceBetItem[], new Map()));
      expect(await screen.findByText(/could not be loaded. Try again later/)).toBeTruthy();
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        source: 'betslip.shared-bet-restore',
        context: { code: 'AB12CD34' },
      });
      expect(reports[0]!.error).toBeInstanceOf(TypeError);
    });

    it('does not report an unknown code (404): it is only shown', async () => {
      renderRestore(
        sources(async () => {
          throw notFound();
        }, new Map()),
      );
      expect(await screen.findByText(/This bet link was not found/)).toBeTruthy();
      expect(reports).toEqual([]);
    });
  });

  it('waits for the session before restoring, so the stakes land in the known currency', async () => {
    act(() => resetSessionForTests());
    const items = vi.fn(async () => sharedItems);
    renderRestore(sources(items, new Map([[1, matchWith(1)]])));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(items).not.toHaveBeenCalled();
    act(() => dispatchSession({ type: 'not-logged-in' }));
    await waitFor(() => expect(items).toHaveBeenCalledWith('AB12CD34'));
  });

  it('waits for the back end’s rates and restores a euro stake in the bitcoin of a signed-in player', async () => {
    let answer: (rates: ExchangeRates) => void = () => undefined;
    const rates = vi.fn(() => new Promise<ExchangeRates>((resolve) => (answer = resolve)));
    act(() => {
      dispatchSession({ type: 'bearer', bearer: 'b' });
      dispatchSession({
        type: 'player-loaded',
        profile: { ...profileFixture, currency: 'BTC' },
        compPoints: 0,
        statusGroups: [],
      });
      dispatchSession({ type: 'accounts', accounts: accountsFixture });
    });
    const games = new Map([1, 2].map((id) => [id, matchWith(id, [2.4, 3, 3])]));
    const stores = renderRestore(sources(async () => sharedItems, games, rates));
    await waitFor(() => expect(rates).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stores.ticket.getState().bets).toHaveLength(0);
    act(() => answer(backEndRates));
    await waitFor(() => expect(stores.ticket.getState().bets).toHaveLength(2));
    // €5 and €2.50 at 0.000025 BTC per euro: 12 500 and 6 250 satoshi.
    expect(stores.ticket.getState().bets.map((bet) => [bet.stake, bet.currency])).toEqual([
      [12_500, 'BTC'],
      [6_250, 'BTC'],
    ]);
  });
});
