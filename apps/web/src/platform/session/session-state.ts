import { isLoggedIn } from '@sportsbook/contract/refs';
import type { Account, AuthStatus, Profile, StatusGroup } from '@sportsbook/contract';
import type { z } from 'zod';

/** A status group of the platform (SPEC §3 Progress). */
export type PlayerStatusGroup = z.infer<typeof StatusGroup>;

/** What the app knows about the signed-in player (SPEC §3 Player). */
export interface PlayerState {
  profile: Profile;
  /** Active accounts only (SPEC §7: only active accounts are kept). */
  accounts: Account[];
  /** Loyalty comp points; 0 when the platform has none (SPEC §9). */
  compPoints: number;
  statusGroups: PlayerStatusGroup[];
}

/** The session: auth status (SPEC §4 Authentication), the sportsbook bearer and the player. */
export interface SessionState {
  status: AuthStatus;
  bearer: string | null;
  /** When the bearer ends (ISO time), so it can be renewed before. */
  expiresAt: string | null;
  player: PlayerState | null;
  /** True after a sign-out caused by an expired session, until the next sign-in. */
  sessionExpired: boolean;
}

/** Everything that moves the session, one action per transition of SPEC §4 Authentication. */
export type SessionAction =
  | { type: 'pending' }
  | { type: 'not-logged-in' }
  | { type: 'bearer'; bearer: string; expiresAt?: string | null }
  | {
      type: 'player-loaded';
      profile: Profile;
      compPoints: number;
      statusGroups: PlayerStatusGroup[];
    }
  | { type: 'accounts'; accounts: Account[] }
  | { type: 'account-switched'; account: Account }
  | { type: 'balance-changed'; currency: string; balance: number; locked: number }
  | { type: 'language'; language: string }
  | { type: 'signed-out'; expired: boolean };

/** The state before anything is known (server render and first paint). */
export const INITIAL_SESSION: SessionState = {
  status: 'unknown',
  bearer: null,
  expiresAt: null,
  player: null,
  sessionExpired: false,
};

/**
 * A visitor's settled session: what the server's HTML is drawn with when the request says nobody is signed in
 * (decision 0048), and what the browser's session starts from then. One object, so a reader that compares
 * snapshots (`useSyncExternalStore` while hydrating) sees no change between the server's and the store's.
 */
export const VISITOR_SESSION: SessionState = {
  status: 'not_logged_in',
  bearer: null,
  expiresAt: null,
  player: null,
  sessionExpired: false,
};

function activeOnly(accounts: Account[]): Account[] {
  return accounts.filter((account) => account.active);
}

function withPlayer(state: SessionState, change: (player: PlayerState) => PlayerState): SessionState {
  return state.player ? { ...state, player: change(state.player) } : state;
}

/** The session's transitions as a pure function (SPEC §4 Authentication). */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'pending':
      return { ...state, status: 'pending' };
    case 'not-logged-in':
      // NOTE: the same state when it already says so: a visitor's page confirms the session the server drew
      // without telling every reader (issue 25, Lighthouse TBT).
      if (state.status === 'not_logged_in' && state.bearer === null && state.player === null) return state;
      return { ...state, status: 'not_logged_in', bearer: null, expiresAt: null, player: null };
    case 'bearer':
      return { ...state, bearer: action.bearer, expiresAt: action.expiresAt ?? null };
    case 'player-loaded': {
      const loggedIn = isLoggedIn(action.profile);
      if (!loggedIn)
        return { ...state, status: 'not_logged_in', player: null, bearer: null, expiresAt: null };
      return {
        ...state,
        status: 'logged_in',
        sessionExpired: false,
        player: {
          profile: action.profile,
          accounts: state.player?.accounts ?? [],
          compPoints: action.compPoints,
          statusGroups: action.statusGroups,
        },
      };
    }
    case 'accounts':
      return withPlayer(state, (player) => ({ ...player, accounts: activeOnly(action.accounts) }));
    case 'account-switched':
      return withPlayer(state, (player) => ({
        ...player,
        profile: { ...player.profile, currency: action.account.currency },
        accounts: player.accounts.some((account) => account.currency === action.account.currency)
          ? player.accounts.map((account) =>
              account.currency === action.account.currency ? action.account : account,
            )
          : [...player.accounts, action.account],
      }));
    case 'balance-changed':
      return withPlayer(state, (player) => ({
        ...player,
        accounts: player.accounts.map((account) =>
          account.currency === action.currency
            ? { ...account, balance: action.balance, locked: action.locked }
            : account,
        ),
      }));
    case 'language':
      return withPlayer(state, (player) => ({
        ...player,
        profile: { ...player.profile, language: action.language },
      }));
    case 'signed-out':
      return {
        status: 'not_logged_in',
        bearer: null,
        expiresAt: null,
        player: null,
        sessionExpired: action.expired,
      };
  }
}

/** The account in the player's active currency, if it is among the active accounts. */
export function activeAccount(player: PlayerState | null): Account | null {
  if (!player) return null;
  return player.accounts.find((account) => account.currency === player.profile.currency) ?? null;
}

/**
 * Whether switching to `currency` should happen: not when it is already active or the player has no active
 * account in it (SPEC §4 Authentication: the switch is ignored then).
 */
export function canSwitchAccount(player: PlayerState | null, currency: string): boolean {
  if (!player || player.profile.currency === currency) return false;
  return player.accounts.some((account) => account.currency === currency);
}
