import { describe, expect, it } from 'vitest';
import { placedBet, selection } from '../testing/fixtures';
import type { MinorUnits } from '../units';
import type { QuickBetEvent } from './events';
import { quickBetReducer } from './reducer';
import { buildQuickBetRequest } from './request';
import { initialQuickBetState } from './state';
import type { QuickBetState } from './state';

const eur = { currency: 'EUR', subunits: 2 };
const live = selection({ matchId: 1, odds: 2.5, matchStatus: 1 });

function run(events: QuickBetEvent[], start: QuickBetState = initialQuickBetState): QuickBetState {
  return events.reduce((state, event) => quickBetReducer(state, event, eur), start);
}

const ready: QuickBetEvent[] = [
  { type: 'quickBetToggled', isEnabled: true },
  { type: 'quickBetStakeChanged', stake: 200 as MinorUnits },
  { type: 'quickBetApproved' },
  { type: 'quickBetSelectionChosen', selection: live },
];
const place: QuickBetEvent = { type: 'quickBetPlaceRequested', isLoggedIn: true };

describe('SPEC §4 Quick bet', () => {
  it('defaults to disabled with stake 0', () => {
    expect(initialQuickBetState).toMatchObject({
      isEnabled: false,
      stake: 0,
      state: 'INITIAL',
      isApproved: false,
    });
  });

  it('toggling resets approval', () => {
    expect(run([...ready, { type: 'quickBetToggled', isEnabled: true }]).isApproved).toBe(false);
  });

  it('a changed stake removes approval', () => {
    expect(run([...ready, { type: 'quickBetStakeChanged', stake: 300 as MinorUnits }]).isApproved).toBe(
      false,
    );
  });

  it('a changed currency removes approval', () => {
    expect(run([...ready, { type: 'quickBetCurrencyChanged', currency: 'USD' }]).isApproved).toBe(false);
  });

  it('approval needs a stake above 0', () => {
    expect(run([{ type: 'quickBetApproved' }]).isApproved).toBe(false);
    expect(run(ready).isApproved).toBe(true);
  });

  it('placing requires approval and a bet, and the bet is built from the selections', () => {
    const state = run(ready);
    expect(state.bet).toMatchObject({ betType: 'single', selections: [{ id: live.id }] });
    expect(state.selectedOutcomeIds).toEqual([live.id]);
    expect(run([place], state).state).toBe('PROCESSING');
  });

  it('placing moves the quick bet to PROCESSING, then SUCCESS', () => {
    const state = run([...ready, place, { type: 'quickBetPlaceSucceeded', placedBet: placedBet(1) }]);
    expect(state).toMatchObject({ state: 'SUCCESS', placedBet: { id: 1, ref: 'B-1' } });
  });

  it('placing moves the quick bet to PROCESSING, then ERROR', () => {
    const state = run([
      ...ready,
      place,
      { type: 'quickBetPlaceFailed', message: 'error.place_bets.invalid_odds', details: { code: 101 } },
    ]);
    expect(state).toMatchObject({
      state: 'ERROR',
      error: { message: 'error.place_bets.invalid_odds', details: { code: 101 } },
    });
  });

  it('a quick bet resumed after a reload is PROCESSING with its bet, and ends like any other', () => {
    const bet = run(ready).bet!;
    const resumed = run([{ type: 'quickBetResumed', bet }]);
    expect(resumed).toMatchObject({ state: 'PROCESSING', bet, selectedOutcomeIds: [live.id] });
    expect(run([{ type: 'quickBetResumed', bet: { ...bet, stake: 1 as MinorUnits } }], resumed)).toBe(
      resumed,
    );
    const done = run([{ type: 'quickBetPlaceSucceeded', placedBet: placedBet(7) }], resumed);
    expect(done.state).toBe('SUCCESS');
  });

  it('placing is ignored while processing', () => {
    const processing = run([...ready, place]);
    expect(run([place], processing)).toBe(processing);
  });

  it('if not logged in, sign-in is requested and nothing is placed', () => {
    expect(run([...ready, { type: 'quickBetPlaceRequested', isLoggedIn: false }]).state).toBe('INITIAL');
  });

  it('if the potential win is not greater than the stake, the state is ERROR with error.potential_win.equal_or_less', () => {
    // 1 cent at 1.5: ⌊1 × 1.5⌋ = 1, not greater than the stake of 1
    const low = selection({ matchId: 2, odds: 1.5, matchStatus: 1 });
    const state = run([
      { type: 'quickBetToggled', isEnabled: true },
      { type: 'quickBetStakeChanged', stake: 1 as MinorUnits },
      { type: 'quickBetApproved' },
      { type: 'quickBetSelectionChosen', selection: low },
      place,
    ]);
    expect(state).toMatchObject({ state: 'ERROR', error: { message: 'error.potential_win.equal_or_less' } });
  });

  it('with no valid quick bet it resets to INITIAL', () => {
    const unapproved = run([
      { type: 'quickBetToggled', isEnabled: true },
      { type: 'quickBetSelectionChosen', selection: live },
      place,
    ]);
    expect(unapproved).toMatchObject({ state: 'INITIAL', error: null });
  });

  it('when the balance drops below the quick-bet stake, quick bet is switched off', () => {
    expect(run([...ready, { type: 'balanceChanged', balance: 199 as MinorUnits }]).isEnabled).toBe(false);
    expect(run([...ready, { type: 'balanceChanged', balance: 200 as MinorUnits }]).isEnabled).toBe(true);
  });

  it('when the balance drops to zero, quick bet is switched off', () => {
    const zeroStake = run([
      { type: 'quickBetToggled', isEnabled: true },
      { type: 'balanceChanged', balance: 0 as MinorUnits },
    ]);
    expect(zeroStake.isEnabled).toBe(false);
  });

  it('builds a quick place request: one single at the quick stake, meta.quick true', () => {
    const request = buildQuickBetRequest(run(ready), {
      deviceId: 'device-0001',
      requestKey: 'req-00000002',
      oddsAcceptMode: 'any',
    });
    expect(request).toMatchObject({
      meta: { quick: true, type: 'single', request_key: 'req-00000002' },
      bets: [{ stake: { value: 200, currency: 'EUR' }, selections: [{ match_id: 1, odds: 2.5 }] }],
    });
  });
});
