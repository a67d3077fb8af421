import type { SessionState } from './session-state';

// The slices of the session its readers most often show, for useSessionSelector: module-level functions, so a
// reader hands the same selector every render.

/** A visitor is there: the session settled and nobody is signed in. */
export function isVisitorSession(session: SessionState): boolean {
  return session.status === 'not_logged_in';
}

/** A player is signed in. */
export function isPlayerSession(session: SessionState): boolean {
  return session.status === 'logged_in';
}

/** The signed-in player's id; null for a visitor and while the session loads. */
export function signedInPlayerId(session: SessionState): number | null {
  return session.status === 'logged_in' ? (session.player?.profile.id ?? null) : null;
}
