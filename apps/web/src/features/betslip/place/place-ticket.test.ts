import type { MinorUnits } from '@sportsbook/betting';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { invalidOddsRefusal } from '../testing/place-refusal';
import { memoryStorage, placedBetFor, selectionOf, testStores } from '../testing/slip-fixtures';
import { createAttemptStore } from './attempt-store';
import { betAnalyticsRecord } from './analytics-record';
import { placeTicket } from './place-ticket';
import type { PlaceDeps } from './place-ticket';

function stakedSlip() {
  const stores = testStores();
  const selection = selectionOf(1);
  stores.ticket.dispatch({ type: 'selectionToggled', selection });
  stores.ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 1000 as MinorUnits });
  return { ...stores, selection };
}

function deps(overrides: Partial<PlaceDeps> = {}): PlaceDeps {
  let key = 0;
  return {
    isLoggedIn: true,
    requireSignIn: vi.fn(),
    deviceId: () => 'device-1',
    requestKey: () => `key-${++key}`,
    send: vi.fn(async () => ({ bets: [] as Bet[] })),
    attempts: createAttemptStore(memoryStorage(), 'attempt'),
    // The automatic checks wait for the test: it calls the waits it wants to end.
    wait: vi.fn(() => new Promise<void>(() => {})),
    ...overrides,
  };
}

describe('placeTicket', () => {
  it('places once when Place is pressed twice while the first request is in flight', async () => {
    const { ticket, selection } = stakedSlip();
    let answer: (value: { bets: Bet[] }) => void = () => {};
    const send = vi.fn(
      (request: PlaceBetsRequest) =>
        new Promise<{ bets: Bet[] }>((resolve) => {
          expect(request.meta.request_key).toBe('key-1');
          answer = resolve;
        }),
    );
    const placing = deps({ send });

    const first = placeTicket(ticket, placing);
    const second = placeTicket(ticket, placing);
    await vi.waitFor(() => expect(ticket.getState().ticketState).toBe('PROCESSING'));
    answer({ bets: [placedBetFor(selection, 1000)] });
    await Promise.all([first, second]);

    expect(send).toHaveBeenCalledTimes(1);
    expect(ticket.getState().ticketState).toBe('SUCCESS');
    expect(ticket.getState().placedBets.map((bet) => bet.ref)).toEqual(['B-TEST1']);
  });

  it('sends the stake in minor units with the device id and the accept mode', async () => {
    const { ticket } = stakedSlip();
    ticket.setContext({ oddsAcceptMode: 'any' });
    const placing = deps();
    await placeTicket(ticket, placing);
    expect(placing.send).toHaveBeenCalledWith(
      expect.objectContaining({
        meta: expect.objectContaining({ device_id: 'device-1', accept_odds_change: 'any', type: 'single' }),
        bets: [expect.objectContaining({ stake: { value: 1000, currency: 'EUR' } })],
      }),
    );
  });

  it('sends a visitor to sign in and keeps the slip', async () => {
    const { ticket } = stakedSlip();
    const placing = deps({ isLoggedIn: false });
    await placeTicket(ticket, placing);
    expect(placing.requireSignIn).toHaveBeenCalledOnce();
    expect(placing.send).not.toHaveBeenCalled();
    expect(ticket.getState().bets).toHaveLength(1);
    expect(ticket.getState().ticketState).toBe('INITIAL');
  });

  it('shows the server refusal with its per-bet message and keeps the slip', async () => {
    const { ticket, selection } = stakedSlip();
    const send = vi.fn(async () => {
      throw invalidOddsRefusal('The odds are now 1.9');
    });
    await placeTicket(ticket, deps({ send }));
    const state = ticket.getState();
    expect(state.ticketState).toBe('ERROR');
    expect(state.error?.message).toBe('error.place_bets.invalid_odds');
    expect(state.error?.isWrongOddsError).toBe(true);
    expect(state.error?.messagesByBet[selection.id]).toBe('The odds are now 1.9');
    expect(state.bets).toHaveLength(1);
  });

  it('reports the placed bets for the analytics record', async () => {
    const { ticket, selection } = stakedSlip();
    const placed = placedBetFor(selection, 1000);
    const onPlaced = vi.fn();
    await placeTicket(ticket, deps({ send: vi.fn(async () => ({ bets: [placed] })), onPlaced }));
    expect(onPlaced).toHaveBeenCalledWith([placed], false);
    expect(betAnalyticsRecord([placed])).toEqual({
      transactionId: 'B-TEST1',
      contentIds: [String(selection.matchId)],
      amount: 10,
    });
  });
});
