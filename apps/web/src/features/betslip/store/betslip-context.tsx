'use client';

import { initialTicketState } from '@sportsbook/betting';
import type { TicketContext, TicketState } from '@sportsbook/betting';
import { createContext, useContext, useSyncExternalStore } from 'react';
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

/** The ticket, re-rendering on each change; empty during server rendering and hydration. */
export function useTicket(): TicketState {
  const { ticket } = useBetslipStores();
  return useSyncExternalStore(ticket.subscribe, ticket.getState, () => initialTicketState);
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
