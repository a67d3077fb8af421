import type { MinorUnits, Odds } from '@sportsbook/betting';
import type { Bet, PlaceBetsRequest, SlipSelection } from '@sportsbook/contract';
import { describe, expect, it, vi } from 'vitest';
import { createAttemptStore } from '../place/attempt-store';
import { invalidOddsRefusal } from '../testing/place-refusal';
import { memoryStorage, placedBetFor, selectionOf, testStores } from '../testing/slip-fixtures';
import { followCustomBets } from './follow-custom-bets';
import { placeQuickBet } from './place-quick-bet';
import type { QuickPlaceDeps } from './place-quick-bet';
import { liveSelectionOf } from './quick-bet-fixtures';
import { createQuickBetStore } from './quick-bet-store';
import { replaceSlipWith, routeTap } from './route-tap';
import { createSpecialBetDialogStore } from './special-bet-dialog-store';

/** Ticket, quick bet (on, approved at `stake`) and dialog stores, with a placement that answers `answer`. */
function setup({
  stake = 200,
  approved = true,
  isLoggedIn = true,
  answer = (request: PlaceBetsRequest, selection: SlipSelection): Promise<{ bets: Bet[] }> =>
    Promise.resolve({ bets: [placedBetFor(selection, request.bets[0]?.stake.value ?? 0)] }),
}: {
  stake?: number;
  approved?: boolean;
  isLoggedIn?: boolean;
  answer?: (request: PlaceBetsRequest, selection: SlipSelection) => Promise<{ bets: Bet[] }>;
} = {}) {
  const { ticket } = testStores();
  const quickBet = createQuickBetStore({ storage: memoryStorage() });
  quickBet.dispatch({ type: 'quickBetToggled', isEnabled: true });
  quickBet.dispatch({ type: 'quickBetStakeChanged', stake: stake as MinorUnits });
  if (approved) quickBet.dispatch({ type: 'quickBetApproved' });
  const specialBetDialog = createSpecialBetDialogStore();
  let keys = 0;
  const sent: PlaceBetsRequest[] = [];
  const deps: QuickPlaceDeps = {
    isLoggedIn,
    requireSignIn: vi.fn(),
    deviceId: () => 'device-0001',
    requestKey: () => `key-${++keys}`,
    oddsAcceptMode: 'any',
    send: vi.fn(),
    attempts: createAttemptStore(memoryStorage(), 'attempt'),
    wait: () => new Promise<void>(() => {}),
    onNeedsApproval: vi.fn(),
  };
  const placing: Promise<unknown>[] = [];
  const tap = (selection: SlipSelection) =>
    routeTap(selection, {
      ticket,
      quickBet,
      specialBetDialog,
      placeQuick: (chosen) => {
        placing.push(
          placeQuickBet(quickBet, chosen, {
            ...deps,
            send: (request) => {
              sent.push(request);
              return answer(request, chosen);
            },
          }),
        );
      },
    });
  return { ticket, quickBet, specialBetDialog, deps, sent, tap, settled: () => Promise.all(placing) };
}

describe('one-tap quick bet', () => {
  it('places a tapped live outcome at once as a quick single with a request key, and shows its ref', async () => {
    const { ticket, quickBet, sent, tap, settled } = setup({ stake: 200 });
    const live = liveSelectionOf(1);
    expect(tap(live)).toBe('quick_bet');
    expect(quickBet.getState().state).toBe('PROCESSING');
    await settled();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      meta: { quick: true, type: 'single', device_id: 'device-0001', request_key: 'key-1' },
      bets: [{ stake: { value: 200, currency: 'EUR' }, selections: [{ match_id: 1, odds: live.odds }] }],
    });
    expect(quickBet.getState()).toMatchObject({ state: 'SUCCESS', placedBet: { ref: 'B-TEST1' } });
    // The slip is not touched by a quick bet.
    expect(ticket.getState().bets).toEqual([]);
  });

  it('a second tap while the first is in flight places nothing more', async () => {
    const { sent, tap, settled } = setup();
    tap(liveSelectionOf(1));
    tap(liveSelectionOf(2));
    await settled();
    expect(sent).toHaveLength(1);
  });

  it('a prematch tap turns quick bet off and goes to the slip', async () => {
    const { ticket, quickBet, sent, tap } = setup();
    const prematch = selectionOf(3);
    expect(tap(prematch)).toBe('added');
    expect(quickBet.getState().isEnabled).toBe(false);
    expect(ticket.getState().selectedOutcomeIds).toEqual([prematch.id]);
    expect(sent).toHaveLength(0);
  });

  it('a visitor is asked to sign in and nothing is sent', async () => {
    const { deps, quickBet, sent, tap, settled } = setup({ isLoggedIn: false });
    tap(liveSelectionOf(1));
    await settled();
    expect(deps.requireSignIn).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
    expect(quickBet.getState().state).toBe('INITIAL');
  });

  it('without an approved stake nothing is sent and the player is asked to confirm one', async () => {
    const { deps, sent, tap, settled } = setup({ approved: false });
    tap(liveSelectionOf(1));
    await settled();
    expect(deps.onNeedsApproval).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
  });

  it('a potential win not above the stake ends in error.potential_win.equal_or_less without sending', async () => {
    // 1 cent at 1.5 wins ⌊1.5⌋ = 1 cent: not more than the stake.
    const { quickBet, sent, tap, settled } = setup({ stake: 1 });
    tap(liveSelectionOf(1, 0, [1.5, 3.2, 4]));
    await settled();
    expect(sent).toHaveLength(0);
    expect(quickBet.getState()).toMatchObject({
      state: 'ERROR',
      error: { message: 'error.potential_win.equal_or_less' },
    });
  });

  it('a refused placement ends in ERROR with the server’s message key and words', async () => {
    const { quickBet, tap, settled } = setup({
      answer: () => Promise.reject(invalidOddsRefusal('The odds moved')),
    });
    tap(liveSelectionOf(1));
    await settled();
    expect(quickBet.getState()).toMatchObject({
      state: 'ERROR',
      error: {
        message: 'error.place_bets.invalid_odds',
        details: { code: 101, localized_message: 'The odds moved' },
      },
    });
  });
});

describe('special-bet dialog', () => {
  function withCustomBet() {
    const stores = setup();
    stores.quickBet.dispatch({ type: 'quickBetToggled', isEnabled: false });
    stores.ticket.dispatch({
      type: 'customBetAdded',
      selections: [selectionOf(5, 0), selectionOf(5, 2)],
      customOdds: 4.5 as Odds,
    });
    return stores;
  }

  it('a tap after a custom first bet opens the dialog and changes nothing', () => {
    const { ticket, specialBetDialog, tap } = withCustomBet();
    const before = ticket.getState();
    const other = selectionOf(6);
    expect(tap(other)).toBe('special_bet_dialog');
    expect(specialBetDialog.getPending()).toBe(other);
    expect(ticket.getState()).toBe(before);
  });

  it('the dialog’s way out clears the slip and adds the waiting selection as a single', () => {
    const { ticket, specialBetDialog, tap } = withCustomBet();
    const other = selectionOf(6);
    tap(other);
    replaceSlipWith(other, ticket, specialBetDialog);
    expect(ticket.getState().bets).toMatchObject([{ betType: 'single' }]);
    expect(ticket.getState().selectedOutcomeIds).toEqual([other.id]);
    expect(specialBetDialog.getPending()).toBeNull();
  });
});

describe('custom selections and quick bet', () => {
  it('a custom bet added from the bet builder turns quick bet off', () => {
    const { ticket, quickBet } = setup();
    const stop = followCustomBets(ticket, quickBet);
    ticket.dispatch({ type: 'selectionToggled', selection: selectionOf(7) });
    expect(quickBet.getState().isEnabled).toBe(true);
    ticket.dispatch({
      type: 'customBetAdded',
      selections: [selectionOf(5, 0), selectionOf(5, 2)],
      customOdds: 4.5 as Odds,
    });
    expect(quickBet.getState().isEnabled).toBe(false);
    stop();
  });
});
