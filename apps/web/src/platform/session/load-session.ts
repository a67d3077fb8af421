import { routeRefs } from '@sportsbook/contract/refs';
import type { Settings } from '@sportsbook/contract';
import { ApiRequestError, apiRequest } from '../api/api-client';
import type { ApiContext } from '../api/api-client';
import { reportError } from '../errors/report-error';
import { setRealtimeBearer } from '../realtime/realtime-instance';
import { dispatchSession } from './session-store';

/** What loading the player does beyond the session itself: the odds type lives in another feature. */
export interface LoadSessionDeps {
  /** Applies the player's sportsbook settings (the odds type, SPEC §4 Authentication). */
  applySettings(settings: Settings): void;
}

function isSessionError(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 403 || error.status === 401);
}

async function compPoints(context: ApiContext): Promise<number> {
  try {
    return (await apiRequest(routeRefs.platform.getCompPoints, {}, context)).points;
  } catch (error) {
    // SPEC §7: comp points answer 401 for players without a loyalty programme, which means none.
    if (error instanceof ApiRequestError && error.status === 401) return 0;
    throw error;
  }
}

/**
 * Finds out who is there (SPEC §4 Authentication): asks the platform for a sportsbook session (403: a visitor),
 * then loads profile, settings, accounts, comp points and status groups together, sets the profile, applies
 * the settings, sets the accounts, and reconnects the real-time client with the new bearer.
 *
 * `visitorStands`: the page was drawn as a visitor's (decision 0048); the session stays one while the platform
 * is asked, and a 403 changes nothing, so no reader renders again. A player found after all (signed in
 * elsewhere, so this browser has no note of it) moves through pending to signed in, as after a sign-in.
 */
export async function loadSession(
  context: ApiContext,
  deps: LoadSessionDeps,
  { visitorStands = false }: { visitorStands?: boolean } = {},
): Promise<void> {
  if (!visitorStands) dispatchSession({ type: 'pending' });
  let token: string;
  let expiresAt: string;
  try {
    ({ token, expires_at: expiresAt } = await apiRequest(
      routeRefs.platform.createSportsbookSession,
      {},
      context,
    ));
  } catch (error) {
    if (!isSessionError(error)) reportError({ source: 'session.create', error });
    dispatchSession({ type: 'not-logged-in' });
    setRealtimeBearer(null);
    return;
  }
  // NOTE: a player after all: from here the page moves as after a sign-in (pending until the player loads).
  if (visitorStands) dispatchSession({ type: 'pending' });
  dispatchSession({ type: 'bearer', bearer: token, expiresAt });
  const withBearer: ApiContext = { ...context, token };
  try {
    const [profile, settings, accounts, points, statusGroups] = await Promise.all([
      apiRequest(routeRefs.platform.getPlayer, {}, withBearer),
      apiRequest(routeRefs.sportsbook.getSettings, {}, withBearer),
      apiRequest(routeRefs.platform.getAccounts, {}, withBearer),
      compPoints(withBearer),
      apiRequest(routeRefs.platform.getStatusGroups, {}, withBearer),
    ]);
    dispatchSession({ type: 'player-loaded', profile, compPoints: points, statusGroups });
    deps.applySettings(settings);
    dispatchSession({ type: 'accounts', accounts });
    setRealtimeBearer(token);
  } catch (error) {
    if (!isSessionError(error)) reportError({ source: 'session.load-player', error });
    dispatchSession({ type: 'not-logged-in' });
    setRealtimeBearer(null);
  }
}
