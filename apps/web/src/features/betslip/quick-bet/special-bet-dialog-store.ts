import type { SlipSelection } from '@sportsbook/contract';

/** The selection waiting behind the special-bet dialog (SPEC §4 Ticket); null while the dialog is closed. */
export interface SpecialBetDialogStore {
  getPending(): SlipSelection | null;
  open(selection: SlipSelection): void;
  close(): void;
  subscribe(listener: () => void): () => void;
}

/** Creates the store of the special-bet dialog: one pending selection at a time, the last tap wins. */
export function createSpecialBetDialogStore(): SpecialBetDialogStore {
  let pending: SlipSelection | null = null;
  const listeners = new Set<() => void>();
  function set(next: SlipSelection | null): void {
    if (next === pending) return;
    pending = next;
    for (const listener of listeners) listener();
  }
  return {
    getPending: () => pending,
    open: (selection) => set(selection),
    close: () => set(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
