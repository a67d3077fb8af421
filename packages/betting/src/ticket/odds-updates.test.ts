import type { OddsAcceptMode } from '@sportsbook/contract';
import { providerStatusValues } from '@sportsbook/contract/refs';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { context, marketOf, run, selection, taps } from '../testing/fixtures';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });

function afterMove(mode: OddsAcceptMode, odds: number) {
  return run(
    [...taps(a), { type: 'marketUpdated', market: marketOf(a, { odds }) }],
    context({ oddsAcceptMode: mode }),
  );
}

describe('SPEC §4 Selection odds updates', () => {
  it('a selection becomes suspended if the market is not allowed', () => {
    const state = run([
      ...taps(a),
      { type: 'marketUpdated', market: marketOf(a, {}, providerStatusValues.suspended) },
    ]);
    expect(state.bets[0]?.selections[0]?.isSuspended).toBe(true);
  });

  it('a selection becomes suspended if the outcome is missing', () => {
    const state = run([...taps(a), { type: 'marketUpdated', market: marketOf(a, null) }]);
    expect(state.bets[0]?.selections[0]?.isSuspended).toBe(true);
  });

  it('a selection becomes suspended if the outcome is inactive', () => {
    const state = run([...taps(a), { type: 'marketUpdated', market: marketOf(a, { active: false }) }]);
    expect(state.bets[0]?.selections[0]).toMatchObject({ isSuspended: true, active: false });
  });

  it('a suspended selection is released when its market is allowed and the outcome active again', () => {
    const state = run([
      ...taps(a),
      { type: 'marketUpdated', market: marketOf(a, {}, providerStatusValues.suspended) },
      { type: 'marketUpdated', market: marketOf(a, {}) },
    ]);
    expect(state.bets[0]?.selections[0]?.isSuspended).toBe(false);
  });

  it('changed-odds flag, mode none: any change sets the flag', () => {
    expect(afterMove('none', 2.2).bets[0]?.selections[0]?.isChanged).toBe(true);
    expect(afterMove('none', 1.8).bets[0]?.selections[0]?.isChanged).toBe(true);
  });

  it('changed-odds flag, mode higher: only drops set it', () => {
    expect(afterMove('higher', 2.2).bets[0]?.selections[0]?.isChanged).toBe(false);
    expect(afterMove('higher', 1.8).bets[0]?.selections[0]?.isChanged).toBe(true);
  });

  it('changed-odds flag, mode any: accepts all', () => {
    expect(afterMove('any', 2.2).bets[0]?.selections[0]?.isChanged).toBe(false);
    expect(afterMove('any', 1.8).bets[0]?.selections[0]?.isChanged).toBe(false);
  });

  it('accepted odds move up in higher and any modes', () => {
    expect(afterMove('higher', 2.2).bets[0]?.selections[0]?.acceptedOdds).toBe(2.2);
    expect(afterMove('any', 2.2).bets[0]?.selections[0]?.acceptedOdds).toBe(2.2);
  });

  it('accepted odds stay put in mode none and never move down', () => {
    expect(afterMove('none', 2.2).bets[0]?.selections[0]?.acceptedOdds).toBe(2);
    expect(afterMove('any', 1.8).bets[0]?.selections[0]?.acceptedOdds).toBe(2);
  });

  it('an outcome update replaces the old outcome only when the odds differ', () => {
    const before = run(taps(a, b));
    const after = run([{ type: 'marketUpdated', market: marketOf(a, { odds: 2 }) }], context(), before);
    expect(after).toBe(before);
    const moved = run([{ type: 'marketUpdated', market: marketOf(a, { odds: 2.1 }) }], context(), before);
    expect(moved.bets[0]?.selections[0]?.odds).toBe(2.1);
  });

  it('leaves selections of other markets and lines alone', () => {
    const otherLine = { ...marketOf(a, { odds: 5 }), specifier: 'total=2.5' };
    const before = run(taps(a));
    expect(run([{ type: 'marketUpdated', market: otherLine }], context(), before)).toBe(before);
  });

  it('when the stake is based on potential win, the stake is rescaled by the odds ratio', () => {
    const state = run([
      ...taps(a),
      // wanting 10.00 at 2.0 → stake 500
      { type: 'potentialWinChanged', betIndex: 0, potentialWin: 1000 as MinorUnits },
      // odds 2.0 → 2.5: 500 × 2.0 / 2.5 = 400, still winning 1000
      { type: 'marketUpdated', market: marketOf(a, { odds: 2.5 }) },
    ]);
    expect(state.bets[0]).toMatchObject({ stake: 400, stakeSource: 'potential_win' });
  });

  it('a typed stake stays when the odds move', () => {
    const state = run([
      ...taps(a),
      { type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits },
      { type: 'marketUpdated', market: marketOf(a, { odds: 2.5 }) },
    ]);
    expect(state.bets[0]?.stake).toBe(500);
  });

  it('changing currency resets the stake to zero with source sharing', () => {
    const state = run([
      ...taps(a),
      { type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits },
      { type: 'currencyChanged', currency: 'BTC', subunits: 8 },
    ]);
    expect(state.bets[0]).toMatchObject({ stake: 0, stakeSource: 'sharing', currency: 'BTC', subunits: 8 });
  });

  it('switching the accept mode to any clears the changed-odds flags', () => {
    const state = run([
      ...taps(a),
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.8 }) },
      { type: 'oddsAcceptModeChanged', mode: 'any' },
    ]);
    expect(state.bets[0]?.selections[0]?.isChanged).toBe(false);
    expect(state.ticketState).toBe('INITIAL');
  });

  it('provider status changes mark selections of unavailable providers as not available', () => {
    const other = selection({ matchId: 5, odds: 2, provider: 'lsports' });
    const state = run([
      ...taps(a, other),
      { type: 'providerStatusesChanged', providerStatuses: { betradar: 1, lsports: -2 } },
    ]);
    expect(state.bets.flatMap((bet) => bet.selections.map((s) => s.isNotAvailable))).toEqual([false, true]);
  });
});
