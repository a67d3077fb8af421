'use client';

import type { OutcomeKey } from '@sportsbook/betting';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { createOddsStore } from './odds-store';
import type { OddsStore, OutcomeState } from './odds-store';

/**
 * The browser's odds store. NOTE: only effects and real-time events write to it, never rendering, so the copy
 * that exists on the server stays empty and no request sees another's odds.
 */
export const oddsStore: OddsStore = createOddsStore();

const OddsStoreContext = createContext<OddsStore>(oddsStore);

/** Replaces the app's odds store below it (tests, stories). */
export function OddsStoreProvider({ store, children }: { store: OddsStore; children: ReactNode }) {
  return <OddsStoreContext.Provider value={store}>{children}</OddsStoreContext.Provider>;
}

/** The odds store in use. */
export function useOddsStore(): OddsStore {
  return useContext(OddsStoreContext);
}

/** One outcome's live state; re-renders only when that outcome changes. Undefined until the store knows it. */
export function useOutcome(key: OutcomeKey): OutcomeState | undefined {
  const store = useOddsStore();
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(
    subscribe,
    () => store.get(key),
    () => undefined,
  );
}
