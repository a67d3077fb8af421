'use client';

import { useSession } from '@/platform/session';

/**
 * The sportsbook bearer token of the signed-in player, or null for a visitor (and while the session is still
 * loading). The one place favourites and block audiences learn who is there: it reads the session store of the
 * auth work (issue 5), so callers never touch the session themselves.
 */
export function useSportsbookToken(): string | null {
  const session = useSession();
  return session.status === 'logged_in' ? session.bearer : null;
}
