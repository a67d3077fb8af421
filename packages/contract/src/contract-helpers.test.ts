import { describe, expect, it } from 'vitest';
import * as contract from './index';

describe('match status values', () => {
  it('numbers prematch 0, live 1, stopped 2, closed 3, finished 4, not covered 5', () => {
    expect(contract.MatchStatus).toEqual({
      prematch: 0,
      live: 1,
      stopped: 2,
      closed: 3,
      finished: 4,
      notCovered: 5,
    });
  });

  it('calls an event live only when its status is live', () => {
    expect(contract.isLiveStatus(1)).toBe(true);
    expect(contract.isLiveStatus(2)).toBe(false);
  });

  it('calls finished and closed events finished', () => {
    expect([0, 1, 2, 3, 4, 5].filter((status) => contract.isFinishedStatus(status as 0))).toEqual([3, 4]);
  });
});

describe('player helpers', () => {
  it('counts a player with an email or an auth phone as logged in', () => {
    expect(contract.isLoggedIn({ email: null, auth_phone_number: '+100' })).toBe(true);
    expect(contract.isLoggedIn({ email: null, auth_phone_number: null })).toBe(false);
  });

  it('falls back from full name to nickname, email and phone for the display name', () => {
    const none = { first_name: null, last_name: null, nickname: null, email: null, auth_phone_number: null };
    expect(contract.displayName({ ...none, first_name: 'Dana', last_name: 'Demo', nickname: 'dd' })).toBe(
      'Dana Demo',
    );
    expect(contract.displayName({ ...none, nickname: 'dd', email: 'd@x.io' })).toBe('dd');
    expect(contract.displayName({ ...none, email: 'd@x.io', auth_phone_number: '+1' })).toBe('d@x.io');
    expect(contract.displayName({ ...none, auth_phone_number: '+1' })).toBe('+1');
  });
});

describe('place-bet errors', () => {
  it('maps INVALID_ODDS (101) and INVALID_ODDS_CUSTOM_BET (120) to their message keys, else the default', () => {
    expect(contract.placeBetMessageKey(101)).toBe('error.place_bets.invalid_odds');
    expect(contract.placeBetMessageKey(120)).toBe('error.place_bets.invalid_odds_custom_bet');
    expect(contract.placeBetMessageKey(999)).toBe('error.place_bets.default');
    expect(contract.placeBetMessageKey(105, 'error.place_bets.stake_too_high')).toBe(
      'error.place_bets.stake_too_high',
    );
  });

  it('gives code 118, a Brazilian municipality not found (SPEC §8), its own message key', () => {
    expect(contract.placeBetMessageKey(118)).toBe('error.place_bets.brazil_municipality_not_found');
    expect(contract.placeBetMessageKey(118, 'error.place_bets.default')).toBe(
      'error.place_bets.brazil_municipality_not_found',
    );
  });

  it('treats INVALID_ODDS and the risk-validation odds keys as wrong odds', () => {
    expect(contract.isWrongOddsError(101, null)).toBe(true);
    expect(contract.isWrongOddsError(999, 'error.risk_validation.odds_to_low')).toBe(true);
    expect(contract.isWrongOddsError(105, 'error.place_bets.stake_too_high')).toBe(false);
  });
});

describe('real-time channels', () => {
  it('names the public, match and private channels', () => {
    expect(contract.publicUpdatesChannel('en')).toBe('public:en.updates');
    expect(contract.matchUpdatesChannel('de', 1001)).toBe('public:de.updates.match.1001');
    expect(contract.privateUserChannel('en', 42)).toBe('$private:en.platform_user.42');
  });

  it('maps the br locale to pt', () => {
    expect(contract.publicUpdatesChannel('br')).toBe('public:pt.updates');
    expect(contract.privateUserChannel('br', 7)).toBe('$private:pt.platform_user.7');
  });
});

describe('navigation audiences', () => {
  it('shows ALL to everyone and the others to their audience only', () => {
    expect(contract.isVisibleTo('ALL', false)).toBe(true);
    expect(contract.isVisibleTo('LOGGED_IN', false)).toBe(false);
    expect(contract.isVisibleTo('LOGGED_IN', true)).toBe(true);
    expect(contract.isVisibleTo('NOT_LOGGED_IN', true)).toBe(false);
  });
});
