import type { SlipSelection } from '@sportsbook/contract';

/**
 * The hand-off between odds buttons and the one-tap placement. Placing needs the API context, the query cache
 * and toasts, which the bet-slip column has and a bare odds button may not: the column registers the placement
 * once, and every odds button places through it.
 */
export interface QuickBetPlacer {
  /** Places `selection` as a quick bet with the registered placement; nothing while none is registered. */
  place(selection: SlipSelection): void;
  /** Registers the placement; returns the unregister. */
  register(place: (selection: SlipSelection) => void): () => void;
}

/** Creates a placer with no placement registered yet. */
export function createQuickBetPlacer(): QuickBetPlacer {
  let current: ((selection: SlipSelection) => void) | null = null;
  return {
    place(selection) {
      current?.(selection);
    },
    register(place) {
      current = place;
      return () => {
        if (current === place) current = null;
      };
    },
  };
}
