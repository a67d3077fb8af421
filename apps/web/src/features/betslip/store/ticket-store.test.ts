import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '@sportsbook/betting';
import type { SlipBet } from '@sportsbook/contract';
import { providerStatusValues } from '@sportsbook/contract/refs';
import { createOddsStore } from '@/features/odds';
import { matchWith, memoryStorage, selectionOf, testStores } from '../testing/slip-fixtures';
import { followOdds, syncSlipOdds } from './odds-sync';
import { followSelectionCount } from './panel-store';
import { SLIP_STORAGE_KEY, createTicketStore } from './ticket-store';
import type { SlipStorage } from './ticket-store';

function storedSelectionIds(storage: SlipStorage): string[] {
  const bets = JSON.parse(storage.getItem(SLIP_STORAGE_KEY) ?? '[]') as SlipBet[];
  return bets.flatMap((bet) => bet.selections.map((selection) => selection.id));
}

function manualOdds() {
  return createOddsStore({ schedule: () => {} });
}

describe('ticket store', () => {
  it('keeps the slip in session storage so that a reload restores the same bets and stakes', async () => {
    const storage = memoryStorage();
    const first = createTicketStore({ storage });
    first.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    first.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits });

    const reloaded = createTicketStore({ storage });
    expect(reloaded.getState().bets).toEqual([]);
    await reloaded.restore();
    expect(reloaded.getState().bets).toEqual(first.getState().bets);
    expect(reloaded.getState().selectedOutcomeIds).toEqual([selectionOf(1).id]);
    expect(reloaded.getState().isRestoring).toBe(false);
  });

  it('keeps a selection picked while the stored slip is being restored, after the stored ones', async () => {
    const storage = memoryStorage();
    const first = createTicketStore({ storage });
    first.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });

    const reloaded = createTicketStore({ storage });
    const restoring = reloaded.restore();
    reloaded.dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
    await restoring;
    expect(reloaded.getState().selectedOutcomeIds).toEqual([selectionOf(1).id, selectionOf(2).id]);
    expect(JSON.parse(storage.getItem(SLIP_STORAGE_KEY) ?? '[]')).toHaveLength(
      reloaded.getState().bets.length,
    );
  });

  it('keeps the stored slip when a selection is picked before the restore starts, and the pick after it', async () => {
    const storage = memoryStorage();
    createTicketStore({ storage }).dispatch({ type: 'selectionToggled', selection: selectionOf(1) });

    const reloaded = createTicketStore({ storage });
    reloaded.dispatch({ type: 'selectionToggled', selection: selectionOf(2) });
    expect(storedSelectionIds(storage)).toEqual([selectionOf(1).id]);
    await reloaded.restore();
    expect(reloaded.getState().selectedOutcomeIds).toEqual([selectionOf(1).id, selectionOf(2).id]);
    expect(storedSelectionIds(storage)).toEqual([selectionOf(1).id, selectionOf(2).id]);
  });

  it('lets a slip restored from a shared link while the stored one is read take its place', async () => {
    const storage = memoryStorage();
    createTicketStore({ storage }).dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    const shared = createTicketStore({ storage: null });
    shared.dispatch({ type: 'selectionToggled', selection: selectionOf(3) });

    const reloaded = createTicketStore({ storage });
    const restoring = reloaded.restore();
    reloaded.dispatch({ type: 'ticketRestored', bets: shared.getState().bets });
    await restoring;
    await reloaded.restore();
    expect(reloaded.getState().selectedOutcomeIds).toEqual([selectionOf(3).id]);
    expect(JSON.parse(storage.getItem(SLIP_STORAGE_KEY) ?? '[]')).toEqual(shared.getState().bets);
  });

  it('forgets the stored slip when the last selection leaves', () => {
    const { storage, ticket } = testStores();
    const selection = selectionOf(1);
    ticket.dispatch({ type: 'selectionToggled', selection });
    expect(storage.data.has(SLIP_STORAGE_KEY)).toBe(true);
    ticket.dispatch({ type: 'outcomeRemoved', selectionId: selection.id });
    expect(storage.data.has(SLIP_STORAGE_KEY)).toBe(false);
  });

  it('starts empty when the stored slip is damaged', async () => {
    const storage = memoryStorage();
    storage.setItem(SLIP_STORAGE_KEY, '{"not": "bets"');
    const ticket = createTicketStore({ storage });
    await ticket.restore();
    expect(ticket.getState().bets).toEqual([]);
  });

  it('re-validates a restored slip against the current odds and asks to accept the move', async () => {
    const storage = memoryStorage();
    createTicketStore({ storage }).dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    const odds = manualOdds();
    const { market } = matchWith(1, [1.8, 3.2, 2.9]);
    odds.seed(1, [market]);

    const ticket = createTicketStore({ storage });
    await ticket.restore();
    syncSlipOdds(ticket, odds);

    const [selection] = ticket.getState().bets[0]?.selections ?? [];
    expect(selection?.odds).toBe(1.8);
    expect(selection?.isChanged).toBe(true);
    expect(ticket.getState().ticketState).toBe('ODDS_CHANGED');
  });

  it('follows live odds moves of its selections as market updates, accepting higher odds in mode higher', () => {
    const { ticket } = testStores();
    ticket.setContext({ oddsAcceptMode: 'higher' });
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    const odds = manualOdds();
    const stop = followOdds(ticket, odds);

    odds.applyMarkets(1, [matchWith(1, [2.4, 3.2, 2.9]).market]);
    odds.flush();
    const selection = ticket.getState().bets[0]?.selections[0];
    expect(selection?.odds).toBe(2.4);
    expect(selection?.isChanged).toBe(false);
    expect(ticket.getState().ticketState).toBe('INITIAL');
    stop();
  });

  it('suspends a selection whose market the odds store reports suspended', () => {
    const { ticket } = testStores();
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    const odds = manualOdds();
    followOdds(ticket, odds);

    odds.applyMarkets(1, [{ ...matchWith(1).market, status: providerStatusValues.suspended }]);
    odds.flush();
    expect(ticket.getState().bets[0]?.selections[0]?.isSuspended).toBe(true);
  });

  it('ignores odds moves of outcomes that are not on the slip', () => {
    const { ticket } = testStores();
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    const before = ticket.getState();
    const odds = manualOdds();
    followOdds(ticket, odds);
    odds.applyMarkets(2, [matchWith(2, [1.5, 4, 6]).market]);
    odds.flush();
    expect(ticket.getState()).toBe(before);
  });

  it('keeps restored stakes when the session brings the currency they are already in', () => {
    const { ticket } = testStores();
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    ticket.dispatch({ type: 'stakeChanged', betIndex: 0, stake: 700 as MinorUnits });
    ticket.setContext({ currency: 'EUR', subunits: 2 });
    expect(ticket.getState().bets[0]?.stake).toBe(700);
    ticket.setContext({ currency: 'USD', subunits: 2 });
    expect(ticket.getState().bets[0]?.stake).toBe(0);
    expect(ticket.getState().bets[0]?.currency).toBe('USD');
  });
});

describe('ticket panel', () => {
  it('opens on the slip with the first selection and closes with the last', () => {
    const { ticket, panel } = testStores();
    panel.open('MY_BETS');
    panel.close();
    followSelectionCount(panel, ticket.subscribe, () => ticket.getState().bets.length);
    const selection = selectionOf(1);

    ticket.dispatch({ type: 'selectionToggled', selection });
    expect(panel.getState()).toEqual({ open: true, tab: 'BET_SLIP' });
    ticket.dispatch({ type: 'outcomeRemoved', selectionId: selection.id });
    expect(panel.getState()).toEqual({ open: false, tab: 'BET_SLIP' });
  });

  it('resets the tab to the bet slip on close and keeps its state in session storage', () => {
    const { storage, panel } = testStores();
    panel.open('MY_BETS');
    expect(testStores(storage).panel.getState()).toEqual({ open: true, tab: 'MY_BETS' });
    panel.close();
    expect(testStores(storage).panel.getState()).toEqual({ open: false, tab: 'BET_SLIP' });
  });
});
