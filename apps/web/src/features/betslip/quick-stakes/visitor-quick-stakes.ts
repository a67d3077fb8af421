import { QUICK_STAKES_MAX } from '@sportsbook/contract/refs';

/** The local-storage key of a visitor's quick stakes (minor units, euros: a visitor bets in none yet). */
export const VISITOR_QUICK_STAKES_KEY = 'sportsbook_quick_stakes';

const listeners = new Set<() => void>();
// NOTE: one parsed value per page, so useSyncExternalStore sees the same array until it changes.
let current: readonly number[] | null | undefined;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readStored(): readonly number[] | null {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(VISITOR_QUICK_STAKES_KEY) ?? 'null');
    if (!Array.isArray(stored) || stored.length > QUICK_STAKES_MAX) return null;
    return stored.every((stake) => Number.isSafeInteger(stake) && stake > 0) ? (stored as number[]) : null;
  } catch {
    return null;
  }
}

/** The quick stakes a visitor chose on this device; null when they never did (the site's defaults apply). */
export function getVisitorQuickStakes(): readonly number[] | null {
  if (current === undefined) current = readStored();
  return current;
}

/** Keeps a visitor's quick stakes on this device and tells every reader. */
export function setVisitorQuickStakes(stakes: readonly number[]): void {
  try {
    storage()?.setItem(VISITOR_QUICK_STAKES_KEY, JSON.stringify(stakes));
  } catch {
    // A blocked storage keeps them for this page only.
  }
  current = [...stakes];
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever a visitor's quick stakes change on this page. */
export function subscribeVisitorQuickStakes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Forgets the remembered value so the next read goes to storage again (tests). */
export function resetVisitorQuickStakesForTests(): void {
  current = undefined;
}
