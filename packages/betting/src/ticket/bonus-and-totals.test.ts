import { describe, expect, it } from 'vitest';
import type { SlipBonus } from '../rules/bonus-choice';
import type { MinorUnits } from '../units';
import { context, run, selection, taps } from '../testing/fixtures';
import { totalPotentialWin } from './selectors';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });
const hunting: SlipBonus = { id: 1, type: 'hunting', odds: null, freebetStake: null };
const comboboost: SlipBonus = { id: 2, type: 'comboboost', odds: 1.1, freebetStake: null };
const freebet: SlipBonus = { id: 3, type: 'freebet', odds: null, freebetStake: 250 };

describe('SPEC §4 Bonus choice on the slip', () => {
  it('offered bonuses pick the default preference when none is chosen', () => {
    const state = run([
      ...taps(a, b),
      { type: 'bonusesOffered', betIndex: 0, bonuses: [comboboost, hunting] },
    ]);
    expect(state.bets[0]?.bonus).toMatchObject({ id: 1, type: 'hunting' });
    expect(state.bets[0]?.availableBonuses).toEqual([
      { id: 2, type: 'comboboost' },
      { id: 1, type: 'hunting' },
    ]);
  });

  it('choosing a freebet puts its stake on the bet, choosing none takes it off', () => {
    const chosen = run([...taps(a), { type: 'bonusChosen', betIndex: 0, bonus: freebet }]);
    expect(chosen.bets[0]?.stake).toBe(250);
    expect(run([{ type: 'bonusChosen', betIndex: 0, bonus: null }], context(), chosen).bets[0]?.stake).toBe(
      0,
    );
  });

  it('a chosen bonus no longer offered gives way to the default, and a freebet takes its stake with it', () => {
    const chosen = run([...taps(a, b), { type: 'bonusChosen', betIndex: 0, bonus: freebet }]);
    const after = run([{ type: 'bonusesOffered', betIndex: 0, bonuses: [comboboost] }], context(), chosen);
    // the freebet lapsed: the comboboost is the default, and the freebet's 2.50 stake is gone
    expect(after.bets[0]).toMatchObject({ bonus: { id: 2, type: 'comboboost', odds: 1.1 }, stake: 0 });
  });

  it('a chosen comboboost takes the odds of the range the bet reaches now', () => {
    const chosen = run([...taps(a, b), { type: 'bonusChosen', betIndex: 0, bonus: comboboost }]);
    const wider = { ...comboboost, odds: 1.15 };
    const after = run([{ type: 'bonusesOffered', betIndex: 0, bonuses: [wider] }], context(), chosen);
    expect(after.bets[0]?.bonus).toEqual({ id: 2, type: 'comboboost', odds: 1.15 });
  });

  it('a chosen freebet carries its variant, and an offer fills in the variant a stored slip lacked', () => {
    const onlyWin: SlipBonus = { ...freebet, freebetType: 'freebet_only_win' };
    const chosen = run([...taps(a), { type: 'bonusChosen', betIndex: 0, bonus: onlyWin }]);
    expect(chosen.bets[0]?.bonus).toEqual({
      id: 3,
      type: 'freebet',
      odds: null,
      freebetType: 'freebet_only_win',
    });
    // 2.50 at 2: the only_win freebet pays the 2.50 profit, not the 5.00 return
    expect(totalPotentialWin(chosen.bets)).toBe(250);
    const stored = {
      ...chosen,
      bets: chosen.bets.map((bet) => ({ ...bet, bonus: { id: 3, type: 'freebet' as const, odds: null } })),
    };
    const after = run([{ type: 'bonusesOffered', betIndex: 0, bonuses: [onlyWin] }], context(), stored);
    expect(after.bets[0]?.bonus?.freebetType).toBe('freebet_only_win');
    expect(after.bets[0]?.stake).toBe(250);
  });

  it('a freebet one bet holds is neither offered to nor chosen for another bet of the slip', () => {
    const singles = context({ multiSingleAvailableByProvider: { betradar: true } });
    const held = run([...taps(a, b), { type: 'bonusChosen', betIndex: 0, bonus: freebet }], singles);
    expect(held.bets.map((bet) => bet.betType)).toEqual(['single', 'single']);
    expect(run([{ type: 'bonusChosen', betIndex: 1, bonus: freebet }], singles, held)).toBe(held);
    const offered = run(
      [{ type: 'bonusesOffered', betIndex: 1, bonuses: [freebet, comboboost] }],
      singles,
      held,
    );
    expect(offered.bets[1]?.availableBonuses).toEqual([{ id: 2, type: 'comboboost' }]);
    // the bet holding it keeps it when its own offers arrive
    const kept = run([{ type: 'bonusesOffered', betIndex: 0, bonuses: [freebet] }], singles, offered);
    expect(kept.bets[0]).toMatchObject({ bonus: { id: 3, type: 'freebet' }, stake: 250 });
    // once released, the other bet may take it
    const released = run(
      [
        { type: 'bonusChosen', betIndex: 0, bonus: null },
        { type: 'bonusChosen', betIndex: 1, bonus: freebet },
      ],
      singles,
      kept,
    );
    expect(released.bets.map((bet) => bet.bonus?.id ?? null)).toEqual([null, 3]);
  });

  it('a stale bet index changes nothing', () => {
    const before = run(taps(a));
    expect(run([{ type: 'bonusChosen', betIndex: 3, bonus: freebet }], context(), before)).toBe(before);
  });
});

describe('potential win of the slip', () => {
  it('sums the potential wins of several singles', () => {
    const state = run(
      [
        ...taps(a, b),
        { type: 'stakeChanged', betIndex: 0, stake: 500 as MinorUnits },
        { type: 'stakeChanged', betIndex: 1, stake: 200 as MinorUnits },
      ],
      context({ multiSingleAvailableByProvider: { betradar: true } }),
    );
    // 500 × 2 + 200 × 3 = 1000 + 600 = 1600
    expect(totalPotentialWin(state.bets)).toBe(1600);
  });

  it('includes a comboboost chosen for a combo', () => {
    const state = run([
      ...taps(a, b),
      { type: 'stakeChanged', betIndex: 0, stake: 1000 as MinorUnits },
      { type: 'bonusChosen', betIndex: 0, bonus: comboboost },
    ]);
    // 1000 × 2 × 3 × 1.1 = 6600
    expect(totalPotentialWin(state.bets)).toBe(6600);
  });
});
