import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { toOdds } from '../units';
import { context, run, selection, taps } from '../testing/fixtures';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });
const c = selection({ matchId: 3, odds: 4 });
const d = selection({ matchId: 4, odds: 1.5 });
const multiSingle = context({ multiSingleAvailableByProvider: { betradar: true } });
const stake = (value: number) => ({ type: 'stakeChanged', betIndex: 0, stake: value as MinorUnits }) as const;

describe('SPEC §4 Bet type rules', () => {
  it('adding a selection to an empty slip gives a single', () => {
    const { bets } = run(taps(a));
    expect(bets.map((bet) => bet.betType)).toEqual(['single']);
  });

  it('multiple singles are allowed only if the provider permits multi-single', () => {
    const { bets } = run(taps(a, b), multiSingle);
    expect(bets.map((bet) => [bet.betType, bet.selections.length])).toEqual([
      ['single', 1],
      ['single', 1],
    ]);
  });

  it('otherwise adding to a single makes a combo', () => {
    const { bets } = run([...taps(a), stake(500), ...taps(b)]);
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ betType: 'combo', stake: 500 });
    expect(bets[0]?.selections.map((s) => s.id)).toEqual([a.id, b.id]);
  });

  it('makes a combo when any provider on the slip does not permit multi-single', () => {
    const other = selection({ matchId: 9, odds: 2, provider: 'lsports' });
    const { bets } = run(
      taps(a, other),
      context({ multiSingleAvailableByProvider: { betradar: true }, mixedProvidersAllowed: true }),
    );
    expect(bets.map((bet) => bet.betType)).toEqual(['combo']);
  });

  it('removing selections down to one makes a single', () => {
    const { bets } = run([...taps(a, b, c), ...taps(b, c)]);
    expect(bets.map((bet) => [bet.betType, bet.selections.length])).toEqual([['single', 1]]);
  });

  it('removing selections down to one keeps a custom bet a custom bet', () => {
    const x = selection({ matchId: 7, marketId: 1, odds: 2, type: 'custom' });
    const y = selection({ matchId: 7, marketId: 2, odds: 2, type: 'custom' });
    const { bets } = run([
      { type: 'customBetAdded', selections: [x, y], customOdds: toOdds(3.2) },
      { type: 'outcomeRemoved', selectionId: y.id },
    ]);
    expect(bets.map((bet) => [bet.betType, bet.selections.length])).toEqual([['custom_bet', 1]]);
  });

  it('changing type to single splits selections into one bet each and keeps the stake', () => {
    const { bets } = run(
      [...taps(a, b), stake(700), { type: 'betTypeChanged', betType: 'single' }],
      multiSingle,
    );
    expect(bets.map((bet) => [bet.betType, bet.stake, bet.selections[0]?.id])).toEqual([
      ['single', 700, a.id],
      ['single', 700, b.id],
    ]);
  });

  it('changing type to combo merges the bets', () => {
    const { bets } = run(
      [...taps(a, b, c), stake(300), { type: 'betTypeChanged', betType: 'combo' }],
      multiSingle,
    );
    expect(bets).toHaveLength(1);
    expect(bets[0]).toMatchObject({ betType: 'combo', stake: 300 });
    expect(bets[0]?.selections).toHaveLength(3);
  });

  it('changing type to system builds the bet from the system types', () => {
    const state = run([...taps(a, b, c, d), { type: 'betTypeChanged', betType: 'system' }]);
    expect(state.systemTypes[0]).toEqual({ totalCount: 4, winCount: 2 });
    expect(state.bets).toHaveLength(1);
    expect(state.bets[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 4, winCount: 2 } });
  });

  it('a type change is blocked when the rule check refuses it: system needs a system type for the count', () => {
    const before = run(taps(a, b));
    expect(run([{ type: 'betTypeChanged', betType: 'system' }], context(), before)).toBe(before);
  });

  it('a type change is blocked when the rule check refuses it: several singles need multi-single', () => {
    const before = run(taps(a, b));
    expect(run([{ type: 'betTypeChanged', betType: 'single' }], context(), before)).toBe(before);
  });

  it('a type change is blocked when the rule check refuses it: a combo of one match is non-combinable', () => {
    const sameMatch = selection({ matchId: 1, marketId: 2, odds: 1.9 });
    const before = run(taps(a, sameMatch), multiSingle);
    expect(run([{ type: 'betTypeChanged', betType: 'combo' }], multiSingle, before)).toBe(before);
  });

  it("setting a system type replaces the first bet's type", () => {
    const { bets } = run([
      ...taps(a, b, c, d),
      { type: 'betTypeChanged', betType: 'system' },
      { type: 'systemTypeChosen', systemType: { totalCount: 4, winCount: 3 } },
    ]);
    expect(bets[0]?.systemType).toEqual({ totalCount: 4, winCount: 3 });
  });

  it('refuses a system type that does not fit the number of selections', () => {
    const before = run([...taps(a, b, c, d), { type: 'betTypeChanged', betType: 'system' }]);
    const after = run(
      [{ type: 'systemTypeChosen', systemType: { totalCount: 5, winCount: 3 } }],
      context(),
      before,
    );
    expect(after).toBe(before);
  });

  it('system bets whose total count no longer matches fall back to a matching system type', () => {
    const { bets } = run([
      ...taps(a, b, c, d),
      { type: 'betTypeChanged', betType: 'system' },
      { type: 'systemTypeChosen', systemType: { totalCount: 4, winCount: 3 } },
      ...taps(d),
    ]);
    // 3/4 loses a selection: no 3/3 system exists, so the first type for three, 2/3
    expect(bets[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 3, winCount: 2 } });
  });

  it('system bets whose total count no longer matches fall back to combo when no type exists', () => {
    const { bets } = run([...taps(a, b, c), { type: 'betTypeChanged', betType: 'system' }, ...taps(c)]);
    expect(bets[0]).toMatchObject({ betType: 'combo', systemType: null });
  });

  it('a system grows with an added selection, keeping its winCount', () => {
    const e = selection({ matchId: 5, odds: 2.2 });
    const { bets } = run([...taps(a, b, c, d), { type: 'betTypeChanged', betType: 'system' }, ...taps(e)]);
    expect(bets[0]).toMatchObject({ betType: 'system', systemType: { totalCount: 5, winCount: 2 } });
  });

  it('suspended or unavailable selections can be removed', () => {
    const suspended = selection({ matchId: 3, odds: 4, active: false });
    const state = run([
      ...taps(a, suspended),
      { type: 'providerStatusesChanged', providerStatuses: { betradar: -1 } },
      { type: 'outcomeRemoved', selectionId: suspended.id },
    ]);
    expect(state.selectedOutcomeIds).toEqual([a.id]);
    expect(state.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });

  it('custom bets are dropped if the match is neither prematch nor live', () => {
    const x = selection({ matchId: 7, marketId: 1, odds: 2, type: 'custom' });
    const y = selection({ matchId: 7, marketId: 2, odds: 2, type: 'custom' });
    const state = run([
      ...taps(a),
      { type: 'customBetAdded', selections: [x, y], customOdds: toOdds(3.2) },
      { type: 'matchStatusChanged', matchId: 7, status: 2 },
    ]);
    expect(state.bets.map((bet) => bet.betType)).toEqual(['single']);
    expect(state.selectedOutcomeIds).toEqual([a.id]);
  });

  it('custom bets stay while their match goes from prematch to live', () => {
    const x = selection({ matchId: 7, odds: 2, type: 'custom' });
    const state = run([
      { type: 'customBetAdded', selections: [x], customOdds: toOdds(2.5) },
      { type: 'matchStatusChanged', matchId: 7, status: 1 },
    ]);
    expect(state.bets[0]).toMatchObject({ betType: 'custom_bet', customOdds: 2.5 });
  });

  it('match status changes update the status of selections', () => {
    const state = run([...taps(a), { type: 'matchStatusChanged', matchId: 1, status: 1 }]);
    expect(state.bets[0]?.selections[0]?.matchStatus).toBe(1);
  });

  it('a finished match makes its selections not available', () => {
    const state = run([...taps(a), { type: 'matchStatusChanged', matchId: 1, status: 4 }]);
    expect(state.bets[0]?.selections[0]?.isNotAvailable).toBe(true);
  });
});
