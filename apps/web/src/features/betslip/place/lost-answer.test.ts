import type { MinorUnits } from '@sportsbook/betting';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/platform/api/api-client';
import { invalidOddsRefusal } from '../testing/place-refusal';
import { memoryStorage, placedBetFor, selectionOf, testStores } from '../testing/slip-fixtures';
import { createAttemptStore } from './attempt-store';
import { checkPlacement, placeTicket, resumePlacement } from './place-ticket';
import type { PlaceDeps } from './place-ticket';

const selection = selectionOf(1);
const placed = [placedBetFor(selection, 1000)];

function stakedSlip(storage = memoryStorage()) {
  const stores = testStores(storage);
  stores.ticket.dispatch({ type: 'selectionToggled', selection });
  stores.ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 1000 as MinorUnits });
  return stores;
}

/** A server whose answers the test scripts, one per request; every request it saw is kept. */
function server(answers: (() => Promise<{ bets: Bet[] }>)[]) {
  const seen: PlaceBetsRequest[] = [];
  const send = vi.fn((request: PlaceBetsRequest) => {
    seen.push(structuredClone(request));
    const next = answers.shift();
    if (!next) throw new Error('no answer scripted');
    return next();
  });
  return { seen, send };
}

const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = () => Promise.resolve({ bets: placed });

function deps(send: PlaceDeps['send'], storage = memoryStorage(), overrides: Partial<PlaceDeps> = {}) {
  let key = 0;
  const waits: (() => void)[] = [];
  const placing: PlaceDeps = {
    isLoggedIn: true,
    requireSignIn: vi.fn(),
    deviceId: () => 'device-1',
    requestKey: () => `key-0000000${++key}`,
    send,
    attempts: createAttemptStore(storage, 'attempt'),
    wait: vi.fn(() => new Promise<void>((resolve) => waits.push(resolve))),
    onPlaced: vi.fn(),
    ...overrides,
  };
  return { placing, waits };
}

describe('a lost answer never places a bet twice', () => {
  it('a lost answer keeps the slip PROCESSING and the attempt, and the next press resends its key and body', async () => {
    const { ticket } = stakedSlip();
    const { seen, send } = server([lost, ok]);
    const { placing } = deps(send);

    await placeTicket(ticket, placing);
    expect(ticket.getState()).toMatchObject({ ticketState: 'PROCESSING', inProgress: true });
    expect(placing.attempts.get()?.attempt).toMatchObject({ status: 'unknown', checks: 0 });

    await placeTicket(ticket, placing);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toEqual(seen[0]);
    expect(seen[1]?.meta.request_key).toBe('key-00000001');
    expect(ticket.getState()).toMatchObject({ ticketState: 'SUCCESS', placedBets: placed });
    expect(placing.attempts.get()).toBeNull();
    expect(placing.onPlaced).toHaveBeenCalledWith(placed, true);
  });

  it('an unknown outcome is checked on its own after the back-off, with the same key', async () => {
    const { ticket } = stakedSlip();
    const { seen, send } = server([lost, lost, ok]);
    const { placing, waits } = deps(send);

    await placeTicket(ticket, placing);
    expect(placing.wait).toHaveBeenLastCalledWith(1_000);
    waits.shift()!();
    await vi.waitFor(() => expect(placing.wait).toHaveBeenLastCalledWith(2_000));
    waits.shift()!();
    await vi.waitFor(() => expect(ticket.getState().ticketState).toBe('SUCCESS'));
    expect(seen.map((request) => request.meta.request_key)).toEqual([
      'key-00000001',
      'key-00000001',
      'key-00000001',
    ]);
  });

  it('a press while a check is in flight sends nothing more', async () => {
    const { ticket } = stakedSlip();
    let answer: (value: { bets: Bet[] }) => void = () => {};
    const { seen, send } = server([lost, () => new Promise((resolve) => (answer = resolve))]);
    const { placing } = deps(send);
    await placeTicket(ticket, placing);
    const check = checkPlacement(ticket, placing);
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    await placeTicket(ticket, placing);
    await checkPlacement(ticket, placing);
    answer({ bets: placed });
    await check;
    expect(seen).toHaveLength(2);
  });

  it('the slip cannot be edited into another request while the outcome is unknown', async () => {
    const { ticket } = stakedSlip();
    const { placing } = deps(server([lost]).send);
    await placeTicket(ticket, placing);
    const locked = ticket.getState();
    ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 5000 as MinorUnits });
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
    ticket.dispatch({ type: 'ticketCleared' });
    expect(ticket.getState()).toBe(locked);
  });

  it('a new key after a definite answer: a refusal to a check ends the attempt, the next press starts anew', async () => {
    const { ticket } = stakedSlip();
    const { seen, send } = server([lost, () => Promise.reject(invalidOddsRefusal('Odds moved')), ok]);
    const { placing } = deps(send);
    await placeTicket(ticket, placing);
    await placeTicket(ticket, placing);
    expect(ticket.getState().ticketState).toBe('ERROR');
    expect(placing.attempts.get()).toBeNull();
    ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 1200 as MinorUnits });
    await placeTicket(ticket, placing);
    expect(seen.map((request) => request.meta.request_key)).toEqual([
      'key-00000001',
      'key-00000001',
      'key-00000002',
    ]);
    expect(seen[2]?.bets[0]?.stake.value).toBe(1200);
  });

  it('a 5xx without a body and a 401 to a check leave the outcome unknown', async () => {
    const { ticket } = stakedSlip();
    const status = (code: number) => () => Promise.reject(new ApiRequestError(code, null, 'http://x/bets'));
    const { seen, send } = server([status(502), status(401), ok]);
    const { placing } = deps(send);
    await placeTicket(ticket, placing);
    await placeTicket(ticket, placing);
    expect(ticket.getState().ticketState).toBe('PROCESSING');
    await placeTicket(ticket, placing);
    expect(ticket.getState().ticketState).toBe('SUCCESS');
    expect(new Set(seen.map((request) => request.meta.request_key))).toEqual(new Set(['key-00000001']));
  });

  it('a reload during PROCESSING brings the slip back locked and resends the same key and body', async () => {
    const storage = memoryStorage();
    const before = stakedSlip(storage);
    const first = server([() => new Promise(() => {})]);
    void placeTicket(before.ticket, deps(first.send, storage).placing);
    await vi.waitFor(() => expect(first.seen).toHaveLength(1));

    // The page reloads: new stores over the same session storage.
    const after = testStores(storage);
    const again = server([ok]);
    const { placing } = deps(again.send, storage, { isLoggedIn: false });
    await after.ticket.restore();
    await resumePlacement(after.ticket, placing);
    expect(after.ticket.getState()).toMatchObject({ ticketState: 'PROCESSING', inProgress: true });
    expect(placing.attempts.get()?.attempt.status).toBe('unknown');
    expect(again.seen).toHaveLength(0);

    await resumePlacement(after.ticket, { ...placing, isLoggedIn: true });
    expect(again.seen).toEqual(first.seen);
    expect(after.ticket.getState()).toMatchObject({ ticketState: 'SUCCESS', bets: [], placedBets: placed });
    expect(storage.getItem('attempt')).toBeNull();
  });
});
