import { attemptRestored } from '@sportsbook/betting';
import type { PlaceAttempt } from '@sportsbook/betting';
import type { SlipBet } from '@sportsbook/contract';
import type { SlipStorage } from '../store/ticket-store';

/** A placement attempt with the bets it sends (the slip's processing bets, or the quick bet's single). */
export interface PendingPlacement {
  attempt: PlaceAttempt;
  bets: SlipBet[];
}

/**
 * The pending placement of the slip or of the quick bet, outside React. Kept in session storage while its
 * outcome is not known, so a reload during PROCESSING resends the same key and body instead of placing anew.
 */
export interface AttemptStore {
  get(): PendingPlacement | null;
  /** Whether a placement is pending, or one left by the previous page is still being read back. */
  isHeld(): boolean;
  /** Replaces the pending placement (null once its outcome is definite) and writes it to storage. */
  set(next: PendingPlacement | null): void;
  subscribe(listener: () => void): () => void;
  /** Reads the placement a previous page left in storage, as unknown (once; later calls answer the same). */
  restore(): Promise<PendingPlacement | null>;
}

/** Creates an attempt store over `storage` (session storage in the browser, a map in tests) under `key`. */
export function createAttemptStore(storage: SlipStorage | null, key: string): AttemptStore {
  let pending: PendingPlacement | null = null;
  let restoring: Promise<PendingPlacement | null> | null = null;
  const listeners = new Set<() => void>();

  function set(next: PendingPlacement | null): void {
    pending = next;
    try {
      if (next) storage?.setItem(key, JSON.stringify(next));
      else storage?.removeItem(key);
    } catch {
      // NOTE: a full or refused storage keeps the attempt for this page only; it is still resent from memory.
    }
    for (const listener of listeners) listener();
  }

  async function readBack(): Promise<PendingPlacement | null> {
    const text = storage?.getItem(key);
    if (!text || pending) return pending;
    // NOTE: the parser (zod and the contract's schemas) loads only when a placement was left pending.
    const { parsePendingPlacement } = await import('./stored-attempt');
    const stored = parsePendingPlacement(text);
    if (pending) return pending;
    if (!stored) {
      set(null);
      return null;
    }
    set({ ...stored, attempt: attemptRestored(stored.attempt) });
    return pending;
  }

  let readBackDone = false;

  return {
    get: () => pending,
    isHeld: () => pending !== null || (!readBackDone && Boolean(storage?.getItem(key))),
    set,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      restoring ??= readBack().finally(() => {
        readBackDone = true;
      });
      return restoring;
    },
  };
}
