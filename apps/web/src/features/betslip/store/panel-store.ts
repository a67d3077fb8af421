import { isOneOf, ticketTabs } from '@sportsbook/contract/refs';
import type { SlipStorage } from './ticket-store';

/** The session-storage key of the ticket panel's state (SPEC §9 Storage). */
export const PANEL_STORAGE_KEY = 'sportsbook_betslip_panel';

/** The ticket panel (SPEC §2.4): open or closed, and the tab it shows. */
export interface PanelState {
  open: boolean;
  tab: (typeof ticketTabs)[number];
}

/** The ticket panel's state outside React, kept in session storage. */
export interface PanelStore {
  getState(): PanelState;
  /** Opening with a tab selects that tab. */
  open(tab?: PanelState['tab']): void;
  /** Closing resets the tab to the bet slip. */
  close(): void;
  subscribe(listener: () => void): () => void;
}

/** Closed on the bet slip: the panel before anything happened. */
export const CLOSED_PANEL: PanelState = { open: false, tab: 'BET_SLIP' };

function readPanel(storage: SlipStorage | null): PanelState {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(PANEL_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return CLOSED_PANEL;
    const { open, tab } = stored as Record<string, unknown>;
    return typeof open === 'boolean' && isOneOf(ticketTabs, tab) ? { open, tab } : CLOSED_PANEL;
  } catch {
    return CLOSED_PANEL;
  }
}

/** Creates the panel store over `storage` (null on the server). */
export function createPanelStore(storage: SlipStorage | null): PanelStore {
  let state = readPanel(storage);
  const listeners = new Set<() => void>();
  function set(next: PanelState): void {
    if (next.open === state.open && next.tab === state.tab) return;
    state = next;
    storage?.setItem(PANEL_STORAGE_KEY, JSON.stringify(state));
    for (const listener of listeners) listener();
  }
  return {
    getState: () => state,
    open: (tab = state.tab) => set({ open: true, tab }),
    close: () => set(CLOSED_PANEL),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Opens the panel on the slip when the first selection arrives and closes it when the last one leaves
 * (SPEC §2.4). `count` is read after each ticket change; returns the unsubscribe.
 */
export function followSelectionCount(
  panel: PanelStore,
  subscribe: (listener: () => void) => () => void,
  count: () => number,
): () => void {
  let previous = count();
  return subscribe(() => {
    const next = count();
    if (previous === 0 && next > 0) panel.open('BET_SLIP');
    else if (previous > 0 && next === 0) panel.close();
    previous = next;
  });
}
