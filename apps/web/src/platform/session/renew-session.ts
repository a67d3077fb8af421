import { routeRefs } from '@sportsbook/contract/refs';
import { ApiRequestError, apiRequest } from '../api/api-client';
import type { ApiContext } from '../api/api-client';
import { reportError } from '../errors/report-error';
import { setRealtimeBearer } from '../realtime/realtime-instance';
import { dispatchSession, getSession } from './session-store';
import { signOut } from './sign-out';

/** The bearer is renewed this long before it ends. */
export const RENEW_BEFORE_MS = 60_000;

/** How long to wait before renewing a bearer that ends at `expiresAt` (never negative). */
export function renewalDelay(expiresAt: string, now: number): number {
  return Math.max(0, Date.parse(expiresAt) - RENEW_BEFORE_MS - now);
}

/**
 * Renews the sportsbook bearer (`POST /sportsbook_sessions`) and switches to the fresh bearer,
 * reconnecting the real-time client with it. A platform session that has ended (401 or 403) signs the player
 * out with the expired prompt.
 */
export async function renewSession(context: ApiContext): Promise<void> {
  if (getSession().status !== 'logged_in') return;
  try {
    // NOTE: a new sportsbook session, not /continue: continuing answers the reality check (issue 18), which a
    // renewal in the background must not do for the player.
    const { token, expires_at } = await apiRequest(routeRefs.platform.createSportsbookSession, {}, context);
    dispatchSession({ type: 'bearer', bearer: token, expiresAt: expires_at });
    setRealtimeBearer(token);
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      // NOTE: a 401 has already signed out through the API client's hook; this covers the 403.
      if (getSession().status === 'logged_in') await signOut(context, { expired: true });
      return;
    }
    reportError({ source: 'session.renew', error });
  }
}
