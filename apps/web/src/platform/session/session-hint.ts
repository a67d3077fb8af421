import { SESSION_HINT_COOKIE } from './session-hint-cookie';
import type { SessionState } from './session-state';
import { getSession, subscribeSession } from './session-store';

// NOTE: as long as the platform's own session can last; a stale note costs only the visitor's page drawn as
// "unknown" once more, never a wrong state (decision 0048).
const HINT_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

function writeHint(status: SessionState['status']): void {
  if (status === 'logged_in') {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/; max-age=${HINT_MAX_AGE_SECONDS}; samesite=lax`;
  } else if (status === 'not_logged_in') {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  }
}

/**
 * Keeps the web origin's note of a signed-in player (`SESSION_HINT_COOKIE`) in step with the session each
 * time it settles, so the next page's server knows whether it may draw a visitor's page. Returns the stop.
 */
export function followSessionHint(): () => void {
  let written: SessionState['status'] | null = null;
  const follow = () => {
    const { status } = getSession();
    if (status === written || status === 'unknown' || status === 'pending') return;
    written = status;
    writeHint(status);
  };
  follow();
  return subscribeSession(follow);
}
