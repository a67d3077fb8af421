'use client';

import { useSyncExternalStore } from 'react';

/** How the deposit modal opens: the quick deposit or the provider's embedded page. */
export type DepositMode = 'quick' | 'page';

interface DepositPrompt {
  open: boolean;
  mode: DepositMode;
}

let prompt: DepositPrompt = { open: false, mode: 'quick' };
const listeners = new Set<() => void>();

function set(next: DepositPrompt) {
  prompt = next;
  for (const listener of listeners) listener();
}

/** Opens the deposit modal (SPEC §2.5) on the quick deposit, or on the provider's page. */
export function openDepositModal(mode: DepositMode = 'quick'): void {
  set({ open: true, mode });
}

/** Closes the deposit modal. */
export function closeDepositModal(): void {
  set({ ...prompt, open: false });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The deposit modal's state in components. */
export function useDepositPrompt(): DepositPrompt {
  return useSyncExternalStore(
    subscribe,
    () => prompt,
    () => prompt,
  );
}
