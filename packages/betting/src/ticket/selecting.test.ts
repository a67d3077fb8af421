import type { SlipBet } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { toOdds } from '../units';
import { context, run, selection, taps } from '../testing/fixtures';
import { selectionIntent } from './selection-events';
import { initialTicketState } from './state';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });
const liveA = selection({ matchId: 1, odds: 2, matchStatus: 1 });
const custom = selection({ matchId: 7, marketId: 3, odds: 1.8, type: 'custom' });

describe('SPEC §4 Ticket: selecting an outcome', () => {
  it('if the ticket is in progress, the action is ignored', () => {
    const placing = run([
      ...taps(a),
      { type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits },
      { type: 'placeRequested', isLoggedIn: true },
    ]);
    expect(selectionIntent(placing, b, { quickBetEnabled: false })).toBe('ignored');
    expect(run(taps(b), context(), placing)).toBe(placing);
  });

  it('if quick bet is enabled and the match is live and the selection is not custom, the quick bet opens', () => {
    expect(selectionIntent(initialTicketState, liveA, { quickBetEnabled: true })).toBe('quick_bet');
  });

  it('otherwise the tap goes to the slip (quick bet is turned off by the app)', () => {
    expect(selectionIntent(initialTicketState, a, { quickBetEnabled: true })).toBe('added');
    expect(selectionIntent(initialTicketState, liveA, { quickBetEnabled: false })).toBe('added');
    expect(
      selectionIntent(initialTicketState, { ...custom, matchStatus: 1 }, { quickBetEnabled: true }),
    ).toBe('added');
  });

  it('selecting an already selected outcome removes it', () => {
    const state = run(taps(a, b, a));
    expect(state.selectedOutcomeIds).toEqual([b.id]);
  });

  it('selecting an outcome not on the slip adds it', () => {
    expect(run(taps(a, b)).selectedOutcomeIds).toEqual([a.id, b.id]);
  });

  it('a custom selection adds a custom bet with the given custom odds', () => {
    const state = run([
      ...taps(a),
      { type: 'selectionToggled', selection: custom, customOdds: toOdds(2.45) },
    ]);
    const customBet = state.bets.find((bet: SlipBet) => bet.betType === 'custom_bet');
    expect(customBet).toMatchObject({ customOdds: 2.45, selections: [{ id: custom.id }] });
    expect(state.bets[0]?.betType).toBe('single');
  });

  it('if the first bet on the ticket is of a special kind, a dialog opens and no change is made', () => {
    const withCustom = run([{ type: 'customBetAdded', selections: [custom], customOdds: toOdds(2.45) }]);
    expect(selectionIntent(withCustom, a, { quickBetEnabled: false })).toBe('special_bet_dialog');
    expect(run(taps(a), context(), withCustom)).toBe(withCustom);
  });

  it('keeps selectedOutcomeIds in slip order, one per selection', () => {
    const state = run(taps(b, a), context({ multiSingleAvailableByProvider: { betradar: true } }));
    expect(state.selectedOutcomeIds).toEqual(state.bets.flatMap((bet) => bet.selections.map((s) => s.id)));
  });
});

describe('SPEC §4 Ticket: current bets are restored on load', () => {
  it('a restored slip takes back its bets and stops restoring', () => {
    const saved = run([...taps(a, b), { type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits }]);
    const state = run([{ type: 'restoreStarted' }, { type: 'ticketRestored', bets: saved.bets }]);
    expect(state).toMatchObject({ isRestoring: false, ticketState: 'INITIAL', bets: saved.bets });
    expect(state.selectedOutcomeIds).toEqual([a.id, b.id]);
  });

  it('a restored slip drops custom bets whose match is neither prematch nor live', () => {
    const stale = run([
      { type: 'customBetAdded', selections: [{ ...custom, matchStatus: 4 }], customOdds: toOdds(2) },
    ]);
    expect(run([{ type: 'ticketRestored', bets: stale.bets }]).bets).toEqual([]);
  });

  it('a restored system bet whose total no longer matches falls back to a matching type', () => {
    const system = run([
      ...taps(a, b, selection({ matchId: 3, odds: 4 }), selection({ matchId: 4, odds: 5 })),
      { type: 'betTypeChanged', betType: 'system' },
    ]).bets;
    const trimmed = system.map((bet) => ({ ...bet, selections: bet.selections.slice(0, 3) }));
    expect(run([{ type: 'ticketRestored', bets: trimmed }]).bets[0]?.systemType).toEqual({
      totalCount: 3,
      winCount: 2,
    });
  });

  it('a restored slip shows ODDS_CHANGED when a selection waits for acceptance', () => {
    const changed = run(taps(a)).bets.map((bet) => ({
      ...bet,
      selections: bet.selections.map((s) => ({ ...s, isChanged: true })),
    }));
    expect(run([{ type: 'ticketRestored', bets: changed }]).ticketState).toBe('ODDS_CHANGED');
  });

  it('clearing the ticket empties the slip', () => {
    expect(run([...taps(a, b), { type: 'ticketCleared' }])).toEqual(initialTicketState);
  });
});
