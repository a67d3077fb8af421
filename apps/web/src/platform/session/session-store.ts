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

/** Puts the session back to unknown (tests). */
export function resetSessionForTests(): void {
  state = INITIAL_SESSION;
  for (const listener of listeners) listener();
}
