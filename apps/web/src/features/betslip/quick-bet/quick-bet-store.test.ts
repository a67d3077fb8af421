import type { MinorUnits } from '@sportsbook/betting';
import type { Account } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION, sessionReducer } from '@/platform/session/session-state';
import type { SessionAction, SessionState } from '@/platform/session/session-state';
import { profileFixture } from '@/platform/session/testing/player-fixtures';
import { memoryStorage } from '../testing/slip-fixtures';
import { followQuickBetSession } from './follow-session';
import { liveSelectionOf } from './quick-bet-fixtures';
import { QUICK_BET_STORAGE_KEY, createQuickBetStore } from './quick-bet-store';
import type { QuickBetStore } from './quick-bet-store';

function approvedStore(storage = memoryStorage(), stake = 500) {
  const store = createQuickBetStore({ storage });
  store.dispatch({ type: 'quickBetToggled', isEnabled: true });
  store.dispatch({ type: 'quickBetStakeChanged', stake: stake as MinorUnits });
  store.dispatch({ type: 'quickBetApproved' });
  return { storage, store };
}

/** A session source over the real session reducer, with sign-out listeners like the app's. */
function fakeSession() {
  let state: SessionState = INITIAL_SESSION;
  const listeners = new Set<() => void>();
  const signOutListeners = new Set<() => void>();
  return {
    source: {
      getSession: () => state,
      subscribeSession(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      onSignedOut(listener: () => void) {
        signOutListeners.add(listener);
        return () => void signOutListeners.delete(listener);
      },
    },
    act(action: SessionAction) {
      state = sessionReducer(state, action);
      for (const listener of listeners) listener();
      if (action.type === 'signed-out') for (const listener of signOutListeners) listener();
    },
  };
}

const euros = (balance: number): Account => ({
  currency: 'EUR',
  subunits: 2,
  fiat: true,
  balance,
  locked: 0,
  active: true,
});

function signedIn(store: QuickBetStore, balance: number) {
  const session = fakeSession();
  const stop = followQuickBetSession(store, session.source);
  session.act({ type: 'bearer', bearer: 'token' });
  session.act({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
  session.act({ type: 'accounts', accounts: [euros(balance)] });
  return { session, stop };
}

describe('quick-bet store', () => {
  it('keeps the switch, stake and approval in local storage so that a reload restores them', () => {
    const { storage } = approvedStore();
    expect(JSON.parse(storage.data.get(QUICK_BET_STORAGE_KEY) ?? 'null')).toMatchObject({
      isEnabled: true,
      stake: 500,
      isApproved: true,
    });
    const reloaded = createQuickBetStore({ storage });
    expect(reloaded.getState()).toMatchObject({ isEnabled: true, stake: 500, isApproved: true });
    expect(reloaded.getState().state).toBe('INITIAL');
  });

  it('never restores a bet in flight, only the player’s choices', () => {
    const { storage, store } = approvedStore();
    store.dispatch({ type: 'quickBetSelectionChosen', selection: liveSelectionOf(1) });
    store.dispatch({ type: 'quickBetPlaceRequested', isLoggedIn: true });
    expect(store.getState().state).toBe('PROCESSING');
    const reloaded = createQuickBetStore({ storage });
    expect(reloaded.getState()).toMatchObject({ state: 'INITIAL', bet: null, isEnabled: true });
  });

  it('starts switched off when the stored entry is damaged or approves a zero stake', () => {
    const storage = memoryStorage();
    storage.setItem(QUICK_BET_STORAGE_KEY, '{"isEnabled": tru');
    expect(createQuickBetStore({ storage }).getState().isEnabled).toBe(false);
    storage.setItem(QUICK_BET_STORAGE_KEY, JSON.stringify({ isEnabled: true, stake: 0, isApproved: true }));
    expect(createQuickBetStore({ storage }).getState()).toMatchObject({ isEnabled: true, isApproved: false });
  });

  it('tells its listeners only about real changes', () => {
    const { store } = approvedStore();
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.dispatch({ type: 'quickBetApproved' });
    expect(heard).toBe(1);
    store.dispatch({ type: 'balanceChanged', balance: 10_000 as MinorUnits });
    expect(heard).toBe(1);
  });

  it('is switched off when the player signs out', () => {
    const { store } = approvedStore();
    const { session } = signedIn(store, 25_000);
    expect(store.getState().isEnabled).toBe(true);
    session.act({ type: 'signed-out', expired: false });
    expect(store.getState()).toMatchObject({ isEnabled: false, isApproved: false });
  });

  it('is switched off when a balance_changed drops the balance below the stake', () => {
    const { store } = approvedStore(memoryStorage(), 500);
    const { session } = signedIn(store, 25_000);
    session.act({ type: 'balance-changed', currency: 'EUR', balance: 600, locked: 0 });
    expect(store.getState().isEnabled).toBe(true);
    session.act({ type: 'balance-changed', currency: 'EUR', balance: 600, locked: 200 });
    expect(store.getState().isEnabled).toBe(false);
  });

  it('is switched off at once when the signed-in player’s balance is already below the stake', () => {
    const { store } = approvedStore(memoryStorage(), 500);
    signedIn(store, 499);
    expect(store.getState().isEnabled).toBe(false);
  });

  it('stops following the session once unsubscribed', () => {
    const { store } = approvedStore();
    const { session, stop } = signedIn(store, 25_000);
    stop();
    session.act({ type: 'signed-out', expired: false });
    expect(store.getState().isEnabled).toBe(true);
  });
});
