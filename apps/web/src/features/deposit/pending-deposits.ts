'use client';

import { useSyncExternalStore } from 'react';

/** Session-storage key of the deposits waiting for the bank, so a return route after navigation still follows them. */
export const PENDING_DEPOSITS_KEY = 'pending_deposits';

const listeners = new Set<() => void>();
let cache: readonly number[] | null = null;

function read(): readonly number[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PENDING_DEPOSITS_KEY) ?? '[]');
    cache = Array.isArray(parsed)
      ? parsed.filter((id): id is number => Number.isSafeInteger(id) && id > 0)
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(ids: readonly number[]) {
  cache = ids;
  try {
    sessionStorage.setItem(PENDING_DEPOSITS_KEY, JSON.stringify(ids));
  } catch {
    // NOTE: storage can be full or refused; the ids still live in memory for this page.
  }
  for (const listener of listeners) listener();
}

/** Follows a pending deposit until it settles. */
export function trackPendingDeposit(depositId: number): void {
  if (!read().includes(depositId)) write([...read(), depositId]);
}

/** Stops following a deposit (it settled). */
export function untrackPendingDeposit(depositId: number): void {
  write(read().filter((id) => id !== depositId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: readonly number[] = [];

/** The deposits being followed, in components. */
export function usePendingDepositIds(): readonly number[] {
  return useSyncExternalStore(subscribe, read, () => none);
}
