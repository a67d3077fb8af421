import { describe, expect, it } from 'vitest';
import type { BonusLeg } from './bonus-leg';
import { comboboostFit, comboboostRangeIndex, settledComboboostOdds } from './comboboost';
import type { ComboboostTerms } from './comboboost';

const terms: ComboboostTerms = {
  min_odds: 1.3,
  ranges: [
    { min_count: 3, max_count: 4, bonus_odds: 1.05 },
    { min_count: 5, max_count: 7, bonus_odds: 1.1 },
    { min_count: 8, max_count: 20, bonus_odds: 1.2 },
  ],
  event_conditions: { sport: [], category: [], tournament: [], event: [] },
};

function leg(index: number, overrides: Partial<BonusLeg> = {}): BonusLeg {
  return {
    key: `${index}|1|1|`,
    odds: 1.5,
    sportId: 1,
    categoryId: 10,
    tournamentId: 100,
    matchId: index,
    live: false,
    ...overrides,
  };
}

const legs = (count: number) => Array.from({ length: count }, (_, index) => leg(index + 1));

describe('SPEC §3 Comboboost ranges', () => {
  it('a combo gets the bonus odds of the range its selection count falls in', () => {
    expect(comboboostRangeIndex(terms.ranges, 3)).toBe(0);
    expect(comboboostRangeIndex(terms.ranges, 4)).toBe(0);
    expect(comboboostRangeIndex(terms.ranges, 5)).toBe(1);
    expect(comboboostRangeIndex(terms.ranges, 20)).toBe(2);
    expect(comboboostFit(terms, legs(4), true)).toMatchObject({
      rangeIndex: 0,
      bonusOdds: 1.05,
      betReason: null,
    });
    expect(comboboostFit(terms, legs(6), true)).toMatchObject({ rangeIndex: 1, bonusOdds: 1.1 });
  });

  it('below the first range and above the last there is no boost, and the reason says which', () => {
    expect(comboboostRangeIndex(terms.ranges, 2)).toBeNull();
    expect(comboboostFit(terms, legs(2), true)).toMatchObject({
      bonusOdds: null,
      betReason: 'too_few_selections',
    });
    expect(comboboostFit(terms, legs(21), true)).toMatchObject({
      bonusOdds: null,
      betReason: 'too_many_selections',
    });
  });

  it('only a combo is boosted', () => {
    expect(comboboostFit(terms, legs(4), false)).toMatchObject({ bonusOdds: null, betReason: 'not_a_combo' });
  });
});

describe('SPEC §3 Comboboost min_odds and event_conditions, per selection', () => {
  it('a selection under min_odds does not qualify, and then the combo gets no boost', () => {
    const fit = comboboostFit(terms, [...legs(3), leg(4, { odds: 1.29 })], true);
    expect(fit.unfit).toEqual([{ key: '4|1|1|', reason: 'odds_below_minimum' }]);
    expect(fit.suitable).toHaveLength(3);
    expect(fit).toMatchObject({ bonusOdds: null, rangeIndex: null, betReason: 'odds_below_minimum' });
  });

  it('a selection at exactly min_odds qualifies', () => {
    expect(comboboostFit(terms, [...legs(2), leg(3, { odds: 1.3 })], true).bonusOdds).toBe(1.05);
  });

  it('listed sports, categories, tournaments and events restrict the boost; an empty list allows all', () => {
    const only = (conditions: Partial<ComboboostTerms['event_conditions']>) => ({
      ...terms,
      event_conditions: { ...terms.event_conditions, ...conditions },
    });
    const mixed = [...legs(2), leg(3, { sportId: 2, categoryId: 20, tournamentId: 200 })];
    expect(comboboostFit(only({ sport: [1] }), mixed, true).unfit[0]?.reason).toBe('sport_not_included');
    expect(comboboostFit(only({ category: [10] }), mixed, true).unfit[0]?.reason).toBe(
      'category_not_included',
    );
    expect(comboboostFit(only({ tournament: [100] }), mixed, true).unfit[0]?.reason).toBe(
      'tournament_not_included',
    );
    expect(comboboostFit(only({ event: [1, 2] }), mixed, true).unfit[0]?.reason).toBe('event_not_included');
    expect(comboboostFit(only({ sport: [1, 2] }), mixed, true).bonusOdds).toBe(1.05);
  });
});

describe('SPEC §3 Comboboost: a void leg moves the bet to the range of the remaining legs', () => {
  it('five legs with one void settle in the 3-4 range, three with one void get no boost', () => {
    expect(settledComboboostOdds(terms.ranges, 5)).toBe(1.1);
    expect(settledComboboostOdds(terms.ranges, 4)).toBe(1.05);
    expect(settledComboboostOdds(terms.ranges, 2)).toBeNull();
  });
});
