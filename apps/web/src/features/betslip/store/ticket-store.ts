import { initialTicketState, ticketContext } from '@sportsbook/betting';
import type { TicketContext, TicketEvent, TicketState } from '@sportsbook/betting';
import type { SlipBet } from '@sportsbook/contract';
import { engineReady, withEngine } from './engine-on-demand';

/** The session-storage key of the slip's bets (SPEC §9 Storage: session storage keeps the stored bets). */
export const SLIP_STORAGE_KEY = 'sportsbook_betslip_bets';

/** The bet slip outside React: the engine's reducer over one ticket, with the context it reads. */
export interface TicketStore {
  getState(): TicketState;
  getContext(): TicketContext;
  /**
   * Runs an event through the engine; listeners hear of it only when the ticket changed. Before the engine has
   * arrived (engine-on-demand.ts) the event waits for it, in order, and the state is read after.
   */
  dispatch(event: TicketEvent): void;
  /** Replaces parts of the context (currency, accept mode, limits); a new accept mode re-judges the odds. */
  setContext(patch: Partial<TicketContext>): void;
  subscribe(listener: () => void): () => void;
  /**
   * Reads the bets kept in storage back onto the slip (restore, then the engine's re-validation), once; resolves
   * when done. Picks made before are kept after the stored bets; a slip restored from elsewhere (a shared link)
   * meanwhile replaces the stored one.
   */
  restore(): Promise<void>;
}

/** Where the store keeps the slip: session storage in the browser, a map in tests, nothing on the server. */
export type SlipStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The context of a visitor before anything is known: euros, no limits. */
export const DEFAULT_TICKET_CONTEXT: TicketContext = ticketContext({ currency: 'EUR', subunits: 2 });

async function readStored(storage: SlipStorage | null): Promise<SlipBet[]> {
  const text = storage?.getItem(SLIP_STORAGE_KEY);
  if (!text) return [];
  try {
    const { parseStoredBets } = await import('./stored-bets');
    return parseStoredBets(text);
  } catch {
    // NOTE: the parser's chunk failed to load (network, a deploy in between): the slip starts empty.
    return [];
  }
}

/**
 * Creates a ticket store. Each change of the bets is written to `storage`, so the slip survives a reload;
 * `restore()` brings them back through `restoreStarted` / `ticketRestored`, which re-applies the slip rules.
 */
export function createTicketStore({
  storage,
  context = DEFAULT_TICKET_CONTEXT,
}: {
  storage: SlipStorage | null;
  context?: TicketContext;
}): TicketStore {
  let state = initialTicketState;
  let currentContext = context;
  const listeners = new Set<() => void>();
  // NOTE: a stored slip not read back yet is not written over: a tap on a part of the page that hydrated before
  // the slip would otherwise replace the stored bets with that one pick.
  let storedUnread = Boolean(storage?.getItem(SLIP_STORAGE_KEY));
  let restoring: Promise<void> | null = null;

  function write(): void {
    if (!storage || storedUnread) return;
    if (state.bets.length === 0) storage.removeItem(SLIP_STORAGE_KEY);
    else storage.setItem(SLIP_STORAGE_KEY, JSON.stringify(state.bets));
  }

  function dispatch(event: TicketEvent): void {
    withEngine(({ ticketReducer }) => {
      // A slip restored from elsewhere (a shared link) takes the place of the stored one.
      if (event.type === 'ticketRestored') storedUnread = false;
      const previous = state;
      state = ticketReducer(state, event, currentContext);
      if (state === previous) return;
      if (previous.bets !== state.bets) write();
      for (const listener of listeners) listener();
    });
  }

  async function readBack(): Promise<void> {
    const bets = await readStored(storage);
    // NOTE: the picks made before the engine arrived are on the slip once it is ready, so they are kept below.
    await engineReady();
    if (!storedUnread) return;
    storedUnread = false;
    // Nothing came back (a damaged slip): the picks made meanwhile are what is kept.
    if (bets.length === 0) return write();
    const picked = state.bets.flatMap((bet) => bet.selections);
    dispatch({ type: 'restoreStarted' });
    dispatch({ type: 'ticketRestored', bets });
    for (const selection of picked)
      if (!state.selectedOutcomeIds.includes(selection.id)) dispatch({ type: 'selectionToggled', selection });
  }

  return {
    getState: () => state,
    getContext: () => currentContext,
    dispatch,
    setContext(patch) {
      const previous = currentContext;
      currentContext = { ...currentContext, ...patch };
      if (patch.oddsAcceptMode && patch.oddsAcceptMode !== previous.oddsAcceptMode)
        dispatch({ type: 'oddsAcceptModeChanged', mode: patch.oddsAcceptMode });
      // A slip already in the new currency (restored before the session loaded) keeps its stakes.
      const { currency, subunits } = currentContext;
      if (
        (currency !== previous.currency || subunits !== previous.subunits) &&
        state.bets.some((bet) => bet.currency !== currency || bet.subunits !== subunits)
      )
        dispatch({
          type: 'currencyChanged',
          currency: currentContext.currency,
          subunits: currentContext.subunits,
        });
      // Limits and provider rules change what may be placed: views re-read the actions.
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    restore() {
      restoring ??= readBack();
      return restoring;
    },
  };
}
