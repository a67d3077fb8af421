import { INITIAL_SESSION, sessionReducer } from './session-state';
import type { SessionAction, SessionState } from './session-state';

// NOTE: module state on purpose (like the real-time client): one session per browser tab, read by React with
// useSyncExternalStore and by the API client outside React.
let state: SessionState = INITIAL_SESSION;
const listeners = new Set<() => void>();

/** The current session. */
export function getSession(): SessionState {
  return state;
}

/** Applies one transition and tells every subscriber when the state changed. */
export function dispatchSession(action: SessionAction): void {
  const next = sessionReducer(state, action);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** Calls `listener` after every change of the session; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Starts the browser's session from the one the server drew the page with (decision 0048), once, before the
 * page hydrates: only while nothing is known yet. No reader is told: none has subscribed before hydration, and
 * one that has compares its snapshot again when it mounts.
 */
export function seedSession(known: SessionState): void {
  if (state === INITIAL_SESSION) state = known;
}

/** Puts the session back to unknown (tests). */
export function resetSessionForTests(): void {
  state = INITIAL_SESSION;
  for (const listener of listeners) listener();
}
