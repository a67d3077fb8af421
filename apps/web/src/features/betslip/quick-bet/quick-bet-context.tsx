'use client';

import { initialQuickBetState } from '@sportsbook/betting';
import type { QuickBetState } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/contract';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { quickBetStores } from './quick-bet-instance';
import type { QuickBetPlacer } from './quick-bet-placer';
import type { QuickBetStore } from './quick-bet-store';
import type { SpecialBetDialogStore } from './special-bet-dialog-store';

/** The stores quick-bet components read: the quick bet, its placer and the special-bet dialog. */
export interface QuickBetStores {
  quickBet: QuickBetStore;
  placer: QuickBetPlacer;
  specialBetDialog: SpecialBetDialogStore;
}

const QuickBetContext = createContext<QuickBetStores>(quickBetStores);

/** Replaces the app's quick-bet stores below it (tests). */
export function QuickBetStoresProvider({
  stores,
  children,
}: {
  stores: QuickBetStores;
  children: ReactNode;
}) {
  return <QuickBetContext.Provider value={stores}>{children}</QuickBetContext.Provider>;
}

/** The quick-bet stores in use. */
export function useQuickBetStores(): QuickBetStores {
  return useContext(QuickBetContext);
}

/** The quick bet, re-rendering on each change; the defaults (off) during server rendering and hydration. */
export function useQuickBet(): QuickBetState {
  const { quickBet } = useQuickBetStores();
  return useSyncExternalStore(quickBet.subscribe, quickBet.getState, () => initialQuickBetState);
}

/** The selection waiting behind the special-bet dialog; null while it is closed. */
export function useSpecialBetPending(): SlipSelection | null {
  const { specialBetDialog } = useQuickBetStores();
  return useSyncExternalStore(specialBetDialog.subscribe, specialBetDialog.getPending, () => null);
}
