import type { MinorUnits } from '@sportsbook/betting';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAttemptStore } from '../place/attempt-store';
import { invalidOddsRefusal } from '../testing/place-refusal';
import { memoryStorage, placedBetFor } from '../testing/slip-fixtures';
import { checkQuickBet, placeQuickBet, resumeQuickBet } from './place-quick-bet';
import type { QuickPlaceDeps } from './place-quick-bet';
import { liveSelectionOf } from './quick-bet-fixtures';
import { createQuickBetStore } from './quick-bet-store';

const live = liveSelectionOf(1);
const placed = [placedBetFor(live, 200)];
const lost = () => Promise.reject(new TypeError('Failed to fetch'));
const ok = () => Promise.resolve({ bets: placed });

/** An approved quick bet of €2.00 and a server whose answers the test scripts; every request is kept. */
function setup(answers: (() => Promise<{ bets: Bet[] }>)[], storage = memoryStorage()) {
  const quickBet = createQuickBetStore({ storage: memoryStorage() });
  quickBet.dispatch({ type: 'quickBetToggled', isEnabled: true });
  quickBet.dispatch({ type: 'quickBetStakeChanged', stake: 200 as MinorUnits });
  quickBet.dispatch({ type: 'quickBetApproved' });
  const seen: PlaceBetsRequest[] = [];
  let keys = 0;
  const deps: QuickPlaceDeps = {
    isLoggedIn: true,
    requireSignIn: vi.fn(),
    deviceId: () => 'device-0001',
    requestKey: () => `key-0000000${++keys}`,
    oddsAcceptMode: 'any',
    send: vi.fn((request: PlaceBetsRequest) => {
      seen.push(structuredClone(request));
      const next = answers.shift();
      if (!next) throw new Error('no answer scripted');
      return next();
    }),
    attempts: createAttemptStore(storage, 'quick-attempt'),
    wait: () => new Promise<void>(() => {}),
    onNeedsApproval: vi.fn(),
    onPlaced: vi.fn(),
  };
  return { quickBet, deps, seen };
}

describe('a lost quick-bet answer never places a bet twice', () => {
  it('a lost answer keeps the quick bet PROCESSING, not failed, and taps are ignored while it is checked', async () => {
    const { quickBet, deps, seen } = setup([lost]);
    await placeQuickBet(quickBet, live, deps);
    expect(quickBet.getState()).toMatchObject({ state: 'PROCESSING', error: null });
    expect(deps.attempts.get()?.attempt.status).toBe('unknown');
    expect(await placeQuickBet(quickBet, liveSelectionOf(2), deps)).toBe('ignored');
    expect(seen).toHaveLength(1);
  });

  it('Check again resends the same key and body, and the placed bet ends it in SUCCESS', async () => {
    const { quickBet, deps, seen } = setup([lost, ok]);
    await placeQuickBet(quickBet, live, deps);
    await checkQuickBet(quickBet, deps);
    expect(seen[1]).toEqual(seen[0]);
    expect(quickBet.getState()).toMatchObject({ state: 'SUCCESS', placedBet: { ref: 'B-TEST1' } });
    expect(deps.onPlaced).toHaveBeenCalledWith(placed, true);
    expect(deps.attempts.get()).toBeNull();
  });

  it('a new key after a definite answer: a refusal ends the attempt and the next tap starts anew', async () => {
    const { quickBet, deps, seen } = setup([
      lost,
      () => Promise.reject(invalidOddsRefusal('Odds moved')),
      ok,
    ]);
    await placeQuickBet(quickBet, live, deps);
    await checkQuickBet(quickBet, deps);
    expect(quickBet.getState().state).toBe('ERROR');
    quickBet.dispatch({ type: 'quickBetDismissed' });
    await placeQuickBet(quickBet, live, deps);
    expect(seen.map((request) => request.meta.request_key)).toEqual([
      'key-00000001',
      'key-00000001',
      'key-00000002',
    ]);
  });

  it('a reload while the answer is unknown shows the quick bet again and resends its key once signed in', async () => {
    const storage = memoryStorage();
    const before = setup([() => new Promise(() => {})], storage);
    void placeQuickBet(before.quickBet, live, before.deps);
    await vi.waitFor(() => expect(before.seen).toHaveLength(1));

    const after = setup([ok], storage);
    expect(await placeQuickBet(after.quickBet, liveSelectionOf(2), after.deps)).toBe('ignored');
    await resumeQuickBet(after.quickBet, { ...after.deps, isLoggedIn: false });
    expect(after.quickBet.getState()).toMatchObject({ state: 'PROCESSING', selectedOutcomeIds: [live.id] });
    expect(after.seen).toHaveLength(0);
    await resumeQuickBet(after.quickBet, after.deps);
    expect(after.seen).toEqual(before.seen);
    expect(after.quickBet.getState().state).toBe('SUCCESS');
  });
});
