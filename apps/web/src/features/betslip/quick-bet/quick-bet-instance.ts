import { createQuickBetPlacer } from './quick-bet-placer';
import type { QuickBetPlacer } from './quick-bet-placer';
import { createQuickBetStore } from './quick-bet-store';
import type { QuickBetStore } from './quick-bet-store';
import { createSpecialBetDialogStore } from './special-bet-dialog-store';
import type { SpecialBetDialogStore } from './special-bet-dialog-store';

function localStore(): Storage | null {
  // NOTE: storage can be missing (server) or refuse access (privacy modes); the quick bet then lives in memory.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The browser's quick bet, its placer and the special-bet dialog; on the server they stay at their defaults,
 * never written.
 */
export const quickBetStores: {
  quickBet: QuickBetStore;
  placer: QuickBetPlacer;
  specialBetDialog: SpecialBetDialogStore;
} = {
  quickBet: createQuickBetStore({ storage: localStore() }),
  placer: createQuickBetPlacer(),
  specialBetDialog: createSpecialBetDialogStore(),
};
