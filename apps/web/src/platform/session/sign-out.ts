import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '../api/api-client';
import type { ApiContext, ApiRequestError } from '../api/api-client';
import { reportError } from '../errors/report-error';
import { setRealtimeBearer } from '../realtime/realtime-instance';
import { openAuthModal } from './auth-prompt';
import { dispatchSession, getSession } from './session-store';

const signOutListeners = new Set<() => void>();
const unauthorizedClaims = new Set<(error: ApiRequestError) => boolean>();

/**
 * Lets a feature take over the prompt of a 401 it recognises (the activity limit's, SPEC §4): when `claim`
 * answers true the player is signed out without the session-expired prompt, the feature showing its own.
 * Returns the unsubscribe.
 */
export function claimUnauthorized(claim: (error: ApiRequestError) => boolean): () => void {
  unauthorizedClaims.add(claim);
  return () => {
    unauthorizedClaims.delete(claim);
  };
}

/** Runs `listener` after every sign-out (the bet slip turns quick bet off, SPEC §4); returns the unsubscribe. */
export function onSignedOut(listener: () => void): () => void {
  signOutListeners.add(listener);
  return () => {
    signOutListeners.delete(listener);
  };
}

/**
 * Signs the player out (SPEC §4 Authentication): calls the platform, clears profile and accounts, drops the
 * bearer and reconnects the real-time client anonymously. After an expired session it shows the sign-in prompt
 * with the expired flag. `after` runs last.
 */
export async function signOut(
  context: ApiContext,
  options: { expired?: boolean; prompt?: boolean; after?: () => void } = {},
): Promise<void> {
  const expired = options.expired ?? false;
  if (!expired) {
    try {
      await apiRequest(routeRefs.platform.signOut, {}, context);
    } catch (error) {
      // NOTE: the local sign-out goes on: a player who asked to leave must not stay signed in on screen.
      reportError({ source: 'session.sign-out', error });
    }
  }
  dispatchSession({ type: 'signed-out', expired });
  setRealtimeBearer(null);
  for (const listener of signOutListeners) listener();
  if (expired && (options.prompt ?? true)) openAuthModal('signIn', { sessionExpired: true });
  options.after?.();
}

/**
 * What a 401 on any player call does (SPEC §8): a signed-in player is signed out with the session-expired flag
 * and asked to sign in again, unless a feature claims the 401 (claimUnauthorized). Visitors and sessions still
 * loading are left alone.
 */
export function handleUnauthorized(context: ApiContext, error?: ApiRequestError): void {
  if (getSession().status !== 'logged_in') return;
  const claimed = error !== undefined && [...unauthorizedClaims].some((claim) => claim(error));
  void signOut(context, { expired: true, prompt: !claimed });
}
