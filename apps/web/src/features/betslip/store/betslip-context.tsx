'use client';

import { initialTicketState } from '@sportsbook/betting';
import type { TicketContext, TicketState } from '@sportsbook/betting';
import { createContext, useContext, useDeferredValue, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { useStoreSlice } from '@/ui/use-store-slice';
import { betslipStores } from './betslip-instance';
import { CLOSED_PANEL } from './panel-store';
import type { PanelState, PanelStore } from './panel-store';
import type { TicketStore } from './ticket-store';

/** The stores the slip's components read: the ticket and the panel. */
export interface BetslipStores {
  ticket: TicketStore;
  panel: PanelStore;
}

const BetslipContext = createContext<BetslipStores>(betslipStores);

/** Replaces the app's slip stores below it (tests). */
export function BetslipStoresProvider({ stores, children }: { stores: BetslipStores; children: ReactNode }) {
  return <BetslipContext.Provider value={stores}>{children}</BetslipContext.Provider>;
}

/** The slip stores in use. */
export function useBetslipStores(): BetslipStores {
  return useContext(BetslipContext);
}

/** The ticket as the slip's column draws it (see DeferredTicket); null outside the column. */
const DrawnTicketContext = createContext<TicketState | null>(null);

const noSubscription = () => () => {};
const noSnapshot = () => null;
const serverTicket = () => initialTicketState;

/**
 * The ticket, re-rendering on each change; empty during server rendering and hydration. Below DeferredTicket it
 * is the ticket that one draws, and the component does not follow the store on its own.
 */
export function useTicket(): TicketState {
  const { ticket } = useBetslipStores();
  const drawn = useContext(DrawnTicketContext);
  // NOTE: hooks run in the same order either way; below DeferredTicket the store is not subscribed to at all.
  const live = useSyncExternalStore(
    drawn ? noSubscription : ticket.subscribe,
    drawn ? noSnapshot : ticket.getState,
    drawn ? noSnapshot : serverTicket,
  );
  return drawn ?? live ?? initialTicketState;
}

/**
 * One slice of the ticket, re-rendering only when `select`'s result changes by `equal` (issue 25,
 * click-to-paint: the tab, the floating ticket and the skip link show the count alone and need not re-render
 * when a stake changes, nor the panel when a tap only adds a row). `select` and `equal` must keep their identity
 * between renders (module-level functions). Below DeferredTicket it selects from the drawn ticket.
 */
export function useTicketSlice<T>(
  select: (state: TicketState) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const { ticket } = useBetslipStores();
  const drawn = useContext(DrawnTicketContext);
  const live = useStoreSlice(
    drawn ? noSubscription : ticket.subscribe,
    ticket.getState,
    initialTicketState,
    select,
    equal,
  );
  return drawn ? select(drawn) : live;
}

const selectionCount = (state: TicketState) => state.selectedOutcomeIds.length;

/** How many outcomes the slip holds; re-renders only when that number changes. */
export function useSelectionCount(): number {
  return useTicketSlice(selectionCount);
}

/**
 * Draws `children` with the ticket one render behind a change (issue 25, click-to-paint): a tap on an odds
 * button paints its own pressed state and the slip's count first; the slip's rows, stakes and totals follow in
 * a render React may interrupt and that does not hold the tap's paint. `children` must not be re-created by a
 * parent that re-renders with each tap (SlipView is memoised for that).
 */
export function DeferredTicket({ children }: { children: ReactNode }) {
  const drawn = useDeferredValue(useTicket());
  return <DrawnTicketContext.Provider value={drawn}>{children}</DrawnTicketContext.Provider>;
}

/** The context the ticket rules read now (currency, accept mode, limits). */
export function useTicketContext(): TicketContext {
  const { ticket } = useBetslipStores();
  return useSyncExternalStore(ticket.subscribe, ticket.getContext, ticket.getContext);
}

/**
 * One field of the ticket panel's state, re-rendering only when it changes (the panel opens with the first
 * selection and closes with the last: the tab's readers need not follow that); closed during server rendering.
 */
export function usePanelField<K extends keyof PanelState>(field: K): PanelState[K] {
  const { panel } = useBetslipStores();
  return useSyncExternalStore(
    panel.subscribe,
    () => panel.getState()[field],
    () => CLOSED_PANEL[field],
  );
}

/** The ticket panel's state; closed during server rendering. A reader of one field takes usePanelField. */
export function usePanel(): PanelState {
  const { panel } = useBetslipStores();
  return useSyncExternalStore(panel.subscribe, panel.getState, () => CLOSED_PANEL);
}
