import { describe, expect, it } from 'vitest';
import { freshModules } from '@/testing/fresh-modules';

// NOTE: the test setup fetches the engine's reducers before every file (src/testing/setup.ts); this file starts
// from fresh modules, as a page does before the engine's chunk has arrived (engine-on-demand.ts, issue 25).
const fresh = () =>
  freshModules(async () => ({
    ...(await import('./engine-on-demand')),
    ...(await import('./ticket-store')),
    ...(await import('../quick-bet/quick-bet-store')),
    ...(await import('../quick-bet/special-bet-dialog-store')),
    ...(await import('../testing/slip-fixtures')),
    ...(await import('../quick-bet/quick-bet-fixtures')),
  }));

describe('the betting engine arrives after the first paint (its reducers are not in the first load)', () => {
  it('keeps a pick and a quick-bet switch made before it arrives, and applies them once it has', async () => {
    const { engineCode, engineReady, createTicketStore, createQuickBetStore, memoryStorage, selectionOf } =
      await fresh();
    const ticket = createTicketStore({ storage: memoryStorage() });
    const quickBet = createQuickBetStore({ storage: memoryStorage() });
    let heard = 0;
    ticket.subscribe(() => heard++);

    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    quickBet.dispatch({ type: 'quickBetToggled', isEnabled: true });
    expect(engineCode.current()).toBeNull();
    expect(ticket.getState().bets).toEqual([]);

    await engineReady();
    expect(ticket.getState().selectedOutcomeIds).toEqual([selectionOf(1).id]);
    expect(quickBet.getState().isEnabled).toBe(true);
    expect(heard).toBe(1);
  });

  it('routes a tap made before it arrives with the state the earlier taps left: quick bet turned on first', async () => {
    const modules = await fresh();
    const { withEngine, engineReady, createTicketStore, createQuickBetStore, createSpecialBetDialogStore } =
      modules;
    const { memoryStorage, liveSelectionOf } = modules;
    const ticket = createTicketStore({ storage: memoryStorage() });
    const quickBet = createQuickBetStore({ storage: memoryStorage() });
    const specialBetDialog = createSpecialBetDialogStore();
    const placed: string[] = [];
    const targets = {
      ticket,
      quickBet,
      specialBetDialog,
      placeQuick: (s: { id: string }) => placed.push(s.id),
    };

    // The player turns quick bet on, then taps a live outcome: it is placed as a quick bet, not put on the slip.
    quickBet.dispatch({ type: 'quickBetToggled', isEnabled: true });
    withEngine(({ routeTap }) => routeTap(liveSelectionOf(2), targets));
    expect(placed).toEqual([]);

    await engineReady();
    expect(placed).toEqual([liveSelectionOf(2).id]);
    expect(ticket.getState().bets).toEqual([]);
  });

  it('restores the stored slip and keeps a pick made before the engine arrived, after the stored bets', async () => {
    const storage = (await fresh()).memoryStorage();
    const { createTicketStore, selectionOf, engineReady } = await fresh();
    const first = createTicketStore({ storage });
    first.dispatch({ type: 'selectionToggled', selection: selectionOf(1) });
    await engineReady();
    expect(storage.getItem('sportsbook_betslip_bets')).not.toBeNull();

    const page = await fresh();
    const reloaded = page.createTicketStore({ storage });
    reloaded.dispatch({ type: 'selectionToggled', selection: page.selectionOf(2) });
    expect(page.engineCode.current()).toBeNull();
    await reloaded.restore();
    expect(reloaded.getState().selectedOutcomeIds).toEqual([selectionOf(1).id, selectionOf(2).id]);
    expect(reloaded.getState().isRestoring).toBe(false);
  });
});
