import type { OddsType } from '@sportsbook/contract';
import { isOneOf, oddsTypes } from '@sportsbook/contract/refs';

/**
 * The local-storage key of the chosen odds type (SPEC §9 Storage: "odds type (active type)"). The value is one
 * of the contract's `OddsType` names, e.g. `british`; anything else is ignored.
 */
export const ODDS_TYPE_STORAGE_KEY = 'sportsbook.activeOddsType';

/** The odds type shown until the visitor or the player's settings choose another. */
export const DEFAULT_ODDS_TYPE: OddsType = 'european';

const listeners = new Set<() => void>();
let current: OddsType | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // NOTE: reading localStorage throws when the browser blocks storage (privacy modes, sandboxed iframes).
    return null;
  }
}

function readStored(): OddsType {
  const stored = storage()?.getItem(ODDS_TYPE_STORAGE_KEY);
  return isOneOf(oddsTypes, stored) ? stored : DEFAULT_ODDS_TYPE;
}

/** The chosen odds type (read from local storage on first use). */
export function getOddsType(): OddsType {
  current ??= readStored();
  return current;
}

/** Chooses the odds type: kept in local storage and shown at once everywhere (the settings call this too). */
export function setOddsType(type: OddsType): void {
  try {
    storage()?.setItem(ODDS_TYPE_STORAGE_KEY, type);
  } catch {
    // A full or blocked storage only costs persistence; the choice still applies to this page.
  }
  if (type === current) return;
  current = type;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  if (event.key !== ODDS_TYPE_STORAGE_KEY) return;
  current = readStored();
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the odds type changes, in this tab or (through the storage event) another. */
export function subscribeOddsType(listener: () => void): () => void {
  // NOTE: one window listener for all subscribers: every odds button on a board subscribes.
  if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** Forgets the remembered choice so the next read goes to storage again (tests). */
export function resetOddsTypeForTests(): void {
  current = null;
}
