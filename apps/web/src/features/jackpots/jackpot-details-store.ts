'use client';

import { useSyncExternalStore } from 'react';

// NOTE: one per page like the slip's focus store: a jackpot notification's deep link (issue 22) opens the
// header card's dialog from outside the card.
let open = false;
const listeners = new Set<() => void>();

/** Opens (true) or closes the jackpot card's dialog: its levels, rules and recent wins. */
export function setJackpotDetailsOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the jackpot's details, where the player's hit is listed among the recent wins. */
export function openJackpotDetails(): void {
  setJackpotDetailsOpen(true);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the jackpot card's dialog is open. */
export function useJackpotDetailsOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
