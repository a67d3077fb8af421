import { afterPaintStorage } from './after-paint-storage';
import { createPanelStore } from './panel-store';
import type { PanelStore } from './panel-store';
import { createTicketStore } from './ticket-store';
import type { SlipStorage, TicketStore } from './ticket-store';

function sessionStore(): SlipStorage | null {
  // NOTE: storage can be missing (server) or refuse access (privacy modes); the slip then lives in memory.
  try {
    // The slip is written after the tap's paint, not before it (after-paint-storage.ts).
    return typeof window === 'undefined' ? null : afterPaintStorage(window.sessionStorage);
  } catch {
    return null;
  }
}

const storage = sessionStore();

/**
 * The browser's bet slip and ticket panel. Created on first use; on the server they stay empty and are never
 * written, so no request sees another's slip.
 */
export const betslipStores: { ticket: TicketStore; panel: PanelStore } = {
  ticket: createTicketStore({ storage }),
  panel: createPanelStore(storage),
};
