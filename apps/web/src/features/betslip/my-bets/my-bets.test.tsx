import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Bet, MatchListItem } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests } from '@/platform/session';
import { renderAsPlayerWithRealtime } from '@/testing/render-as-player';
import { mockApi, testMatch } from '@/testing/render-in-app';
import type { MockAnswer } from '@/testing/render-in-app';
import { MyBets } from './my-bets';
import { betFixture, betsPage, legFixture } from './testing/bet-fixtures';

function setup(
  listAnswer: (url: URL) => MockAnswer,
  cashoutAnswer: (body: unknown) => MockAnswer = () => ({ status: 500, body: {} }),
  match?: MatchListItem,
) {
  const requests: URL[] = [];
  const cashouts: unknown[] = [];
  mockApi([
    [/\/matches\/\d+(\?|$)/, () => ({ body: match })],
    [
      /\/bets\/cashout$/,
      (_url, init) => {
        const body: unknown = JSON.parse(String(init?.body));
        cashouts.push(body);
        return cashoutAnswer(body);
      },
    ],
    [
      /\/bets\?/,
      (url) => {
        requests.push(url);
        return listAnswer(url);
      },
    ],
  ]);
  const { publish } = renderAsPlayerWithRealtime(<MyBets />);
  return { requests, cashouts, publish };
}

const cards = () => screen.queryAllByTestId('my-bet');
const card = (ref: string) => screen.getByRole('article', { name: `Bet ${ref}` });

afterEach(() => {
  act(() => resetSessionForTests());
  vi.unstubAllGlobals();
});

describe('My Bets', () => {
  it('lists the open bets first, then asks GET /bets with the statuses and results of the filters', async () => {
    const { requests } = setup(() => ({ body: betsPage([betFixture(1)]) }));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(requests[0]!.searchParams.get('status')).toBe(
      'submitted,waiting_results,ready_to_process,cashout_in_progress',
    );
    expect(requests[0]!.searchParams.get('page')).toBe('1');
    expect(screen.queryByRole('group', { name: 'Result' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Settled' }));
    expect(screen.getByRole('button', { name: 'Settled' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.searchParams.get('status')).toBe('done,cashed_out,cancelled,withdrawn');
    expect(requests[1]!.searchParams.has('result')).toBe(false);

    const results = screen.getByRole('group', { name: 'Result' });
    fireEvent.click(within(results).getByRole('button', { name: 'Refunded' }));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests[2]!.searchParams.get('result')).toBe('refund_entire,canceled');
  });

  it('pages the history with Show more and says when a filter has no bets', async () => {
    const { requests } = setup((url) => {
      if (url.searchParams.get('status')?.startsWith('done')) return { body: betsPage([]) };
      const page = Number(url.searchParams.get('page'));
      return { body: betsPage([betFixture(page)], page, 2) };
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(requests.at(-1)!.searchParams.get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Settled' }));
    expect(await screen.findByText('You have no settled bets.')).toBeTruthy();
  });

  it('shows each bet with its type, legs, stake, potential win and status, and the paid amount once settled', async () => {
    const won = betFixture(2, {
      status: 'done',
      result: 'win_entire',
      win_amount: { value: 2500, currency: 'EUR', subunits: 2 },
      to_cashout: null,
    });
    setup(() => ({ body: betsPage([betFixture(1), won]) }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    const open = card('B-1');
    expect(open.textContent).toContain('Single');
    expect(open.textContent).toContain('Home 110 – Away 110');
    expect(within(open).getByTestId('my-bet-status').textContent).toBe('Open');
    expect(within(open).getByTestId('my-bet-potential-win').textContent).toBe('€25.00');
    expect(within(card('B-2')).getByTestId('my-bet-status').textContent).toBe('Won');
    expect(within(card('B-2')).getByTestId('my-bet-paid').textContent).toBe('€25.00');
    expect(within(card('B-2')).queryByTestId('cashout-button')).toBeNull();
  });

  it('offers no cashout on an each-way bet (issue 17): no button, a note that says why', async () => {
    const eachWay = {
      ...legFixture(30, 9),
      race_bet: { kind: 'each_way' as const, places: 3, fraction: '1/4' },
    };
    // Even an offer that reached the card (the server sends none) makes no button on two lines.
    setup(() => ({ body: betsPage([betFixture(3, { selections: [eachWay] }), betFixture(4)]) }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(within(card('B-3')).queryByTestId('cashout-button')).toBeNull();
    expect(within(card('B-3')).getByTestId('cashout-two-line').textContent).toBe(
      'Cash out is not offered on each-way and reverse forecast bets.',
    );
    expect(within(card('B-4')).getByTestId('cashout-button').textContent).toBe('Cash out €9.50');
  });

  it('cashes out only after confirmation, with the offer shown, and shows the bet cashed out', async () => {
    const { cashouts } = setup(
      () => ({ body: betsPage([betFixture(1)]) }),
      () => ({
        body: {
          bet: betFixture(1, {
            status: 'cashed_out',
            result: 'cashed_out',
            win_amount: { value: 950, currency: 'EUR', subunits: 2 },
            to_cashout: null,
          }),
          cashed_out: { value: 950, currency: 'EUR' },
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €9.50' }));
    expect(screen.getByText('Cash out this bet for €9.50?')).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm cash out' });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(cashouts).toHaveLength(0);

    fireEvent.keyDown(confirm, { key: 'Escape' });
    expect(screen.queryByText('Cash out this bet for €9.50?')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cash out €9.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cashouts).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Cash out €9.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cashing out…' }));
    expect(await screen.findByText('Cashed out: €9.50 credited.')).toBeTruthy();
    expect(cashouts).toEqual([{ bet_id: 1, to_cashout: { value: 950, currency: 'EUR' } }]);
    expect(within(card('B-1')).getByTestId('my-bet-status').textContent).toBe('Cashed out');
  });

  it("shows the server's refusal and the new offer when the cashout offer moved", async () => {
    const newOffer = { value: 800, currency: 'EUR', subunits: 2 };
    setup(
      () => ({ body: betsPage([betFixture(1)]) }),
      () => ({
        status: 409,
        body: {
          code: 'conflict',
          message: 'The cashout offer has changed',
          localized_message: 'Das Angebot hat sich geändert',
          details: { reason: 'offer_changed', to_cashout: newOffer },
        },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cash out €9.50' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm cash out' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Das Angebot hat sich geändert');
    expect(screen.getByRole('button', { name: 'Cash out €8.00' })).toBeTruthy();
  });

  it('keeps the list live: bet_changed settles the bet, a rejected VIP bet leaves, the offer moves', async () => {
    const { publish } = setup(() => ({ body: betsPage([betFixture(1), betFixture(2, { is_vip: true })]) }));
    await waitFor(() => expect(cards()).toHaveLength(2));

    publish({
      event_name: 'bet_cashout_changed',
      message: { bet_id: 1, to_cashout: { value: 1210, currency: 'EUR', subunits: 2 } },
    });
    // The query cache tells its observers on the next tick.
    expect(await screen.findByRole('button', { name: 'Cash out €12.10' })).toBeTruthy();

    const settled: Bet = betFixture(1, {
      status: 'done',
      result: 'lose_entire',
      win_amount: { value: 0, currency: 'EUR', subunits: 2 },
      to_cashout: null,
    });
    publish({ event_name: 'bet_changed', message: { bet: settled } });
    await waitFor(() => expect(within(card('B-1')).getByTestId('my-bet-status').textContent).toBe('Lost'));
    expect(within(card('B-1')).queryByTestId('cashout-button')).toBeNull();
    expect(within(card('B-1')).getByTestId('my-bet-paid').textContent).toBe('€0.00');

    publish({
      event_name: 'bet_changed',
      message: { bet: betFixture(2, { is_vip: true, status: 'rejected' }) },
    });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Bet B-2' })).toBeNull();
  });

  it('shows the live score of an open bet whose match is under way and follows its channel', async () => {
    const leg = {
      ...legFixture(10, 2.5, 110),
      match: { ...legFixture(10, 2.5, 110).match, start_time: '2020-01-01T18:00:00.000Z' },
    };
    const live = testMatch(110, 'Home 110', 'Away 110', {
      status: 1,
      statistics: { ...testMatch(110, 'a', 'b').statistics, total_score: { home: 1, away: 0 } },
    });
    const { publish } = setup(
      () => ({ body: betsPage([betFixture(1, { selections: [leg] })]) }),
      undefined,
      live,
    );
    const score = await screen.findByTestId('my-bet-live');
    expect(score.textContent).toBe('Live1:0');
    publish(
      {
        event_name: 'match_changed',
        message: {
          match: { id: 110, statistics: { ...live.statistics, total_score: { home: 2, away: 0 } } },
        },
      },
      'public:en.updates.match.110',
    );
    await waitFor(() => expect(screen.getByTestId('my-bet-live').textContent).toBe('Live2:0'));
  });
});
