'use client';

import { initialTicketState } from '@sportsbook/betting';
import type { TicketContext, TicketState } from '@sportsbook/betting';
import { createContext, useContext, useDeferredValue, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
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

/** The ticket panel's state; closed during server rendering. */
export function usePanel(): PanelState {
  const { panel } = useBetslipStores();
  return useSyncExternalStore(panel.subscribe, panel.getState, () => CLOSED_PANEL);
}
