'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useEffect, useRef } from 'react';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { reportError } from '@/platform/errors/report-error';
import {
  dispatchSession,
  getSession,
  renewSession,
  renewalDelay,
  isPlayerSession,
  useSessionSelector,
} from '@/platform/session';
import type { SessionState } from '@/platform/session';

function bearerEnd(session: SessionState): string | null {
  return session.expiresAt;
}

/**
 * Keeps a signed-in player's session alive and honest: renews the sportsbook bearer a minute before it ends,
 * and re-reads the profile when the tab becomes visible again, so a session that ended meanwhile signs out
 * with the expired prompt at once (SPEC §8: 401 on a query) instead of at the next click.
 */
export function useSessionUpkeep(context: ApiContext): void {
  const signedIn = useSessionSelector(isPlayerSession);
  const expiresAt = useSessionSelector(bearerEnd);
  const contextRef = useRef(context);
  useEffect(() => {
    contextRef.current = context;
  });

  useEffect(() => {
    if (!signedIn || !expiresAt) return;
    const timer = setTimeout(
      () => void renewSession(contextRef.current),
      renewalDelay(expiresAt, Date.now()),
    );
    return () => clearTimeout(timer);
  }, [signedIn, expiresAt]);

  useEffect(() => {
    if (!signedIn) return;
    function onVisible() {
      if (document.visibilityState !== 'visible' || getSession().status !== 'logged_in') return;
      apiRequest(routeRefs.platform.getPlayer, {}, contextRef.current)
        .then((profile) => {
          const player = getSession().player;
          if (player && getSession().status === 'logged_in')
            dispatchSession({
              type: 'player-loaded',
              profile,
              compPoints: player.compPoints,
              statusGroups: player.statusGroups,
            });
        })
        .catch((error: unknown) => {
          // A 401 has signed out through the API client's hook; anything else is only reported.
          if (!(error instanceof ApiRequestError && error.status === 401))
            reportError({ source: 'session.revalidate', error });
        });
    }
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [signedIn]);
}
