'use client';

import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession } from '@/platform/session';
import type { SessionState } from '@/platform/session';

function tokenOf(session: SessionState): string | null {
  return session.status === 'logged_in' ? session.bearer : null;
}

function currentToken(): string | null {
  return tokenOf(getSession());
}

function noTokenOnServer(): null {
  return null;
}

/**
 * The sportsbook bearer token of the signed-in player, or null for a visitor (and while the session is still
 * loading). The one place favourites and block audiences learn who is there: it reads the session store of the
 * auth work (issue 5), so callers never touch the session themselves.
 */
export function useSportsbookToken(): string | null {
  // NOTE: the token itself is the snapshot, not the session. A store change re-renders its subscribers
  // synchronously (useSyncExternalStore), and a visitor's page load goes through three (unknown, pending,
  // not logged in) with no token in any: read whole, each re-rendered every favourite star and content block
  // in one long task after hydration (issue 25, Lighthouse TBT).
  return useSyncExternalStore(subscribeSession, currentToken, noTokenOnServer);
}
