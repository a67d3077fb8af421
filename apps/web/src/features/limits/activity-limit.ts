import { useSyncExternalStore } from 'react';
import type { ApiRequestError } from '@/platform/api/api-client';
import { claimUnauthorized } from '@/platform/session';

/** The 401 reason of the activity ping once the player's activity limit is reached. */
export const ACTIVITY_LIMIT_REACHED = 'activity_limit_reached';

// NOTE: a store outside the limits root: the layout claims the 401 from hydration on, while the root (which
// shows the limit-reached modal) arrives after the first paint (docs/decisions/0041). A 401 that came first
// is kept here and the modal opens when the root does.
let reached = false;
const listeners = new Set<() => void>();
let holders = 0;
let unclaim: (() => void) | null = null;

function setReached(value: boolean): void {
  if (reached === value) return;
  reached = value;
  for (const listener of listeners) listener();
}

function claim(error: ApiRequestError): boolean {
  if (error.body?.details?.reason !== ACTIVITY_LIMIT_REACHED) return false;
  setReached(true);
  return true;
}

/**
 * Takes over the 401 of a reached activity limit (sign-out without the expired prompt, SPEC §4) for as long as
 * one holder keeps it; returns the release.
 */
export function claimActivityLimit(): () => void {
  holders += 1;
  unclaim ??= claimUnauthorized(claim);
  return () => {
    holders -= 1;
    if (holders > 0) return;
    unclaim?.();
    unclaim = null;
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether the activity limit was reached (its 401 claimed), and the close of its prompt. */
export function useActivityLimitReached(): [reached: boolean, close: () => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => reached,
    () => false,
  );
  return [value, () => setReached(false)];
}
