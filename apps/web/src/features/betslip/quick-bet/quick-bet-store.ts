import { initialQuickBetState } from '@sportsbook/betting';
import type { BetCurrency, QuickBetEvent, QuickBetState } from '@sportsbook/betting';
import { readQuickBetChoices } from '@sportsbook/contract/refs';
import { withEngine } from '../store/engine-on-demand';
import type { SlipStorage } from '../store/ticket-store';

/** The local-storage key of the quick bet (SPEC §9 Storage: local storage keeps the quick bet). */
export const QUICK_BET_STORAGE_KEY = 'sportsbook_quick_bet';

/** The quick bet outside React: the engine's quick-bet reducer over one state, kept in local storage. */
export interface QuickBetStore {
  getState(): QuickBetState;
  /**
   * Runs an event through the engine; listeners hear of it only when the quick bet changed. Before the engine
   * has arrived (engine-on-demand.ts) the event waits for it, in order with the slip's.
   */
  dispatch(event: QuickBetEvent): void;
  /** The player's currency, used for a bet when the quick bet has none of its own yet. */
  setCurrency(currency: BetCurrency): void;
  getCurrency(): BetCurrency;
  subscribe(listener: () => void): () => void;
}

function readStored(storage: SlipStorage | null): QuickBetState {
  const text = storage?.getItem(QUICK_BET_STORAGE_KEY);
  if (!text) return initialQuickBetState;
  try {
    // Only the player's choices survive a reload; a bet in flight or its result never does.
    const choices = readQuickBetChoices(JSON.parse(text));
    if (!choices) return initialQuickBetState;
    // Approval needs a stake above 0 (SPEC §5), whatever the stored entry says.
    const isApproved = choices.isApproved && choices.stake > 0;
    return { ...initialQuickBetState, ...choices, isApproved };
  } catch {
    // A damaged entry is quick bet off, never a broken page.
    return initialQuickBetState;
  }
}

function storedText(state: QuickBetState): string {
  const { isEnabled, stake, currency, isApproved } = state;
  return JSON.stringify({ isEnabled, stake, currency, isApproved });
}

/**
 * Creates a quick-bet store over `storage` (local storage in the browser, a map in tests, nothing on the
 * server): it starts from the stored choices (switch, stake, currency, approval) and writes each change back.
 */
export function createQuickBetStore({
  storage,
  currency = { currency: 'EUR', subunits: 2 },
}: {
  storage: SlipStorage | null;
  currency?: BetCurrency;
}): QuickBetStore {
  let state = readStored(storage);
  let currentCurrency = currency;
  let written = storedText(state);
  const listeners = new Set<() => void>();

  function persist(): void {
    const text = storedText(state);
    if (!storage || text === written) return;
    written = text;
    try {
      storage.setItem(QUICK_BET_STORAGE_KEY, text);
    } catch {
      // NOTE: a full or refused storage keeps the quick bet for this page only.
    }
  }

  return {
    getState: () => state,
    getCurrency: () => currentCurrency,
    dispatch(event) {
      withEngine(({ quickBetReducer }) => {
        const previous = state;
        state = quickBetReducer(state, event, currentCurrency);
        if (state === previous) return;
        persist();
        for (const listener of listeners) listener();
      });
    },
    setCurrency(next) {
      currentCurrency = next;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
