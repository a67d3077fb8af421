'use client';

import { useSyncExternalStore } from 'react';

// NOTE: module-wide, like the handled hits: there is one hit announcer per page, and the other alerts of the
// page (bonus alerts) read it without the jackpots feature knowing them.
let hitAhead = false;
const listeners = new Set<() => void>();

/** Says whether a jackpot hit of the player is being looked for, waits to be shown, or shows (the announcer). */
export function setJackpotHitAhead(value: boolean): void {
  if (hitAhead === value) return;
  hitAhead = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * True while a jackpot hit goes first (SPEC §4: jackpot hits are shown first): the player's unseen hits are
 * still being fetched, one waits for its second, or its alert is open. Other alerts hold back meanwhile; false
 * with the `jackpots` flag off or for a visitor, where no announcer runs.
 */
export function useJackpotHitAhead(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hitAhead,
    () => false,
  );
}
