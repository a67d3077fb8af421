'use client';

import { useSyncExternalStore } from 'react';

// NOTE: one per page like the slip's stores (betslip-instance.ts): a notification's deep link sets it from
// outside the panel, My Bets reads it.
let focusedBetId: number | null = null;
const listeners = new Set<() => void>();

/** Sets (or clears with null) the bet My Bets shows and focuses: a notification's deep link to a bet. */
export function setFocusedBet(betId: number | null): void {
  if (betId === focusedBetId) return;
  focusedBetId = betId;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The bet My Bets is asked to show, or null. */
export function useFocusedBet(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => focusedBetId,
    () => null,
  );
}
