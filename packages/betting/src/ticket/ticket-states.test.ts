import type { Bet, TicketError } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { context, marketOf, placedBet, run, selection, taps } from '../testing/fixtures';
import type { TicketEvent } from './events';
import { canPlace, placeBlocker } from './selectors';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });
const c = selection({ matchId: 3, odds: 4 });
const multiSingle = context({ multiSingleAvailableByProvider: { betradar: true } });
const stake = (betIndex: number, value: number): TicketEvent => ({
  type: 'stakeChanged',
  betIndex,
  stake: value as MinorUnits,
});
const place: TicketEvent = { type: 'placeRequested', isLoggedIn: true };
const placed: Bet[] = [placedBet(5001)];
const rejected: TicketError = {
  messagesByBet: { [a.id]: 'Odds changed' },
  message: 'error.place_bets.invalid_odds',
  payload: { current_odds: 2.2 },
  isWrongOddsError: true,
  code: 101,
};

describe('SPEC §4 Ticket states', () => {
  it('an empty slip is INITIAL', () => {
    expect(run([]).ticketState).toBe('INITIAL');
  });

  it('adding or removing selections resets to INITIAL', () => {
    const errored = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'placeFailed', failure: { kind: 'rejected', error: rejected } },
    ]);
    expect(errored.ticketState).toBe('ERROR');
    const after = run(taps(b), context(), errored);
    expect(after).toMatchObject({ ticketState: 'INITIAL', error: null });
  });

  it('adding or removing selections resets to ODDS_CHANGED if any bet has changed odds', () => {
    const state = run([
      ...taps(a, b),
      { type: 'marketUpdated', market: marketOf(a, { odds: 2.4 }) },
      ...taps(b),
    ]);
    expect(state.ticketState).toBe('ODDS_CHANGED');
  });

  it('placing bets sets inProgress and keeps as processing only bets with stake above 0', () => {
    const state = run([...taps(a, b, c), stake(0, 500), stake(2, 300), place], multiSingle);
    expect(state).toMatchObject({ ticketState: 'PROCESSING', inProgress: true });
    expect(state.processingBets.map((bet) => [bet.selections[0]?.id, bet.stake])).toEqual([
      [a.id, 500],
      [c.id, 300],
    ]);
  });

  it('ERROR clears processing bets', () => {
    const state = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'placeFailed', failure: { kind: 'rejected', error: rejected } },
    ]);
    expect(state).toMatchObject({ ticketState: 'ERROR', processingBets: [], inProgress: false });
  });

  it('INITIAL clears processing bets', () => {
    const state = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'placeFailed', failure: { kind: 'unauthorized' } },
    ]);
    expect(state).toMatchObject({ ticketState: 'INITIAL', processingBets: [], inProgress: false });
  });

  it('accepting odds changes returns to INITIAL', () => {
    const state = run([
      ...taps(a),
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.7 }) },
      { type: 'oddsChangesAccepted' },
    ]);
    expect(state.ticketState).toBe('INITIAL');
    expect(state.bets[0]?.selections[0]).toMatchObject({ odds: 1.7, acceptedOdds: 1.7, isChanged: false });
  });

  it('market updates set ODDS_CHANGED', () => {
    const state = run([...taps(a), { type: 'marketUpdated', market: marketOf(a, { odds: 1.7 }) }]);
    expect(state.ticketState).toBe('ODDS_CHANGED');
  });

  it('market updates do not set ODDS_CHANGED while a placement is in progress', () => {
    const state = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.7 }) },
    ]);
    expect(state.ticketState).toBe('PROCESSING');
    expect(state.bets[0]?.selections[0]?.isChanged).toBe(true);
  });

  it('market updates leave the ticket INITIAL when the accept mode takes the change', () => {
    const state = run(
      [...taps(a), { type: 'marketUpdated', market: marketOf(a, { odds: 1.7 }) }],
      context({ oddsAcceptMode: 'any' }),
    );
    expect(state.ticketState).toBe('INITIAL');
  });

  it('placing while not logged in resets to INITIAL', () => {
    const state = run([...taps(a), stake(0, 500), { type: 'placeRequested', isLoggedIn: false }]);
    expect(state).toMatchObject({ ticketState: 'INITIAL', inProgress: false, processingBets: [] });
    expect(state.selectedOutcomeIds).toEqual([a.id]);
  });

  it('placing while logged in: success gives SUCCESS with the placed bets', () => {
    const state = run([...taps(a), stake(0, 500), place, { type: 'placeSucceeded', placedBets: placed }]);
    expect(state).toMatchObject({ ticketState: 'SUCCESS', inProgress: false, placedBets: placed, bets: [] });
  });

  it('a failure with a code other than unauthorized gives ERROR with the details', () => {
    const state = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'placeFailed', failure: { kind: 'rejected', error: rejected } },
    ]);
    expect(state).toMatchObject({ ticketState: 'ERROR', error: rejected });
    expect(state.selectedOutcomeIds).toEqual([a.id]);
  });

  it('any other failure resets to INITIAL', () => {
    const state = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'placeFailed', failure: { kind: 'unauthorized' } },
    ]);
    expect(state).toMatchObject({ ticketState: 'INITIAL', error: null, inProgress: false });
  });

  it('a failure without a definite answer keeps the ticket PROCESSING with its bets, the slip locked', () => {
    const sending = run([...taps(a), stake(0, 500), place]);
    const state = run([{ type: 'placeFailed', failure: { kind: 'unknown' } }], context(), sending);
    expect(state).toBe(sending);
    expect(state).toMatchObject({ ticketState: 'PROCESSING', inProgress: true });
    expect(run([stake(0, 900), ...taps(b)], context(), state)).toBe(state);
  });

  it('a placement resumed after a reload is PROCESSING with the bets it sent, and ends like any other', () => {
    const sent = run([...taps(a), stake(0, 500)]);
    const resumed = run([{ type: 'placeResumed', processingBets: sent.bets }], context(), sent);
    expect(resumed).toMatchObject({ ticketState: 'PROCESSING', inProgress: true, processingBets: sent.bets });
    expect(canPlace(resumed, context())).toBe(false);
    const done = run([{ type: 'placeSucceeded', placedBets: placed }], context(), resumed);
    expect(done).toMatchObject({ ticketState: 'SUCCESS', bets: [], placedBets: placed });
  });

  it('ignores a place answer when no placement is in progress', () => {
    const before = run([...taps(a), stake(0, 500)]);
    expect(run([{ type: 'placeSucceeded', placedBets: placed }], context(), before)).toBe(before);
  });

  it('a placement can be retried from ERROR', () => {
    const state = run([
      ...taps(a),
      stake(0, 500),
      place,
      { type: 'placeFailed', failure: { kind: 'rejected', error: rejected } },
      place,
    ]);
    expect(state.ticketState).toBe('PROCESSING');
  });

  it('edits are ignored while a placement is in progress', () => {
    const before = run([...taps(a, b), stake(0, 500), place]);
    const events: TicketEvent[] = [
      ...taps(c),
      stake(0, 900),
      { type: 'outcomeRemoved', selectionId: a.id },
      { type: 'betTypeChanged', betType: 'single' },
      { type: 'currencyChanged', currency: 'USD', subunits: 2 },
      { type: 'ticketCleared' },
      place,
    ];
    for (const event of events) expect(run([event], multiSingle, before)).toBe(before);
  });

  it('the next edit after a receipt starts a new slip', () => {
    const state = run(
      [...taps(a, b), stake(0, 500), place, { type: 'placeSucceeded', placedBets: placed }, stake(0, 300)],
      multiSingle,
    );
    expect(state).toMatchObject({ ticketState: 'INITIAL', placedBets: [] });
    expect(state.bets.map((bet) => bet.selections[0]?.id)).toEqual([b.id]);
  });
});

describe('a place request is refused unless the ticket can place', () => {
  it('refuses while odds wait for acceptance', () => {
    const before = run([
      ...taps(a),
      stake(0, 500),
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.7 }) },
    ]);
    expect(placeBlocker(before, context())).toBe('odds_changed');
    expect(run([place], context(), before)).toBe(before);
  });

  it('refuses with a suspended selection', () => {
    const before = run([...taps(a), stake(0, 500), { type: 'marketUpdated', market: marketOf(a, {}, -1) }]);
    expect(placeBlocker(before, context())).toBe('suspended_selection');
    expect(run([place], context(), before)).toBe(before);
  });

  it('refuses a non-combinable bet', () => {
    const sameMatch = selection({ matchId: 1, marketId: 2, odds: 1.9 });
    const before = run([...taps(a, sameMatch), stake(0, 500)]);
    expect(placeBlocker(before, context())).toBe('same_match');
  });

  it('refuses when no bet has a stake', () => {
    const before = run(taps(a));
    expect(canPlace(before, context())).toBe(false);
    expect(run([place], context(), before)).toBe(before);
  });

  it('refuses a total stake above the balance', () => {
    const limited = context({ limits: { minStake: null, maxStake: null, balance: 400 as MinorUnits } });
    expect(placeBlocker(run([...taps(a), stake(0, 500)]), limited)).toBe('above_balance');
  });

  it('places a valid ticket', () => {
    expect(canPlace(run([...taps(a), stake(0, 500)]), context())).toBe(true);
  });
});
