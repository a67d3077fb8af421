import { describe, expect, it } from 'vitest';
import { INITIAL_SESSION, activeAccount, canSwitchAccount, sessionReducer } from './session-state';
import type { SessionAction, SessionState } from './session-state';
import { accountsFixture, profileFixture } from './testing/player-fixtures';

function run(...actions: SessionAction[]): SessionState {
  return actions.reduce(sessionReducer, INITIAL_SESSION);
}

const loaded: SessionAction = {
  type: 'player-loaded',
  profile: profileFixture,
  compPoints: 12,
  statusGroups: [],
};

describe('session transitions', () => {
  it('starts unknown and goes pending while the player is fetched', () => {
    expect(INITIAL_SESSION.status).toBe('unknown');
    expect(run({ type: 'pending' }).status).toBe('pending');
  });

  it('is logged in once a profile with an e-mail is set', () => {
    const state = run({ type: 'pending' }, { type: 'bearer', bearer: 't1' }, loaded);
    expect(state.status).toBe('logged_in');
    expect(state.bearer).toBe('t1');
    expect(state.player?.compPoints).toBe(12);
  });

  it('is not logged in when the profile has neither e-mail nor auth phone', () => {
    const anonymous = { ...profileFixture, email: null, auth_phone_number: null };
    const state = run(
      { type: 'pending' },
      { type: 'bearer', bearer: 't1' },
      { ...loaded, profile: anonymous },
    );
    expect(state.status).toBe('not_logged_in');
    expect(state.bearer).toBeNull();
  });

  it('keeps only the active accounts', () => {
    const state = run(loaded, { type: 'accounts', accounts: accountsFixture });
    expect(state.player?.accounts.map((account) => account.currency)).toEqual(['EUR', 'BTC']);
  });

  it('clears profile, accounts and bearer on sign-out and remembers an expiry', () => {
    const state = run(
      { type: 'bearer', bearer: 't1' },
      loaded,
      { type: 'accounts', accounts: accountsFixture },
      { type: 'signed-out', expired: true },
    );
    expect(state).toEqual({
      status: 'not_logged_in',
      bearer: null,
      expiresAt: null,
      player: null,
      sessionExpired: true,
    });
  });

  it('clears the expired flag at the next sign-in', () => {
    expect(run({ type: 'signed-out', expired: true }, loaded).sessionExpired).toBe(false);
  });

  it('updates one account balance from a balance change', () => {
    const state = run(
      loaded,
      { type: 'accounts', accounts: accountsFixture },
      { type: 'balance-changed', currency: 'EUR', balance: 30000, locked: 100 },
    );
    expect(activeAccount(state.player)).toMatchObject({ currency: 'EUR', balance: 30000, locked: 100 });
    expect(state.player?.accounts[1]?.balance).toBe(1250000);
  });

  it('makes the switched account the active one', () => {
    const state = run(
      loaded,
      { type: 'accounts', accounts: accountsFixture },
      { type: 'account-switched', account: accountsFixture[1]! },
    );
    expect(state.player?.profile.currency).toBe('BTC');
    expect(activeAccount(state.player)?.currency).toBe('BTC');
  });
});

describe('canSwitchAccount', () => {
  const player = run(loaded, { type: 'accounts', accounts: accountsFixture }).player;

  it('ignores the currency that is already active', () => {
    expect(canSwitchAccount(player, 'EUR')).toBe(false);
  });

  it('ignores a currency without an active account', () => {
    expect(canSwitchAccount(player, 'USD')).toBe(false);
    expect(canSwitchAccount(player, 'JPY')).toBe(false);
  });

  it('allows another active account', () => {
    expect(canSwitchAccount(player, 'BTC')).toBe(true);
  });
});
