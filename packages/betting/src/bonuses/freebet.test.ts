import { describe, expect, it } from 'vitest';
import type { BonusLeg } from './bonus-leg';
import { freebetFit, freebetPayout } from './freebet';
import type { FreebetTerms } from './freebet';

const terms: FreebetTerms = {
  min_odds: 1.5,
  max_odds: 10,
  match_status: 'prematch',
  selection_count_from: 1,
  selection_count_to: 3,
};

function leg(index: number, overrides: Partial<BonusLeg> = {}): BonusLeg {
  return {
    key: `k${index}`,
    odds: 2,
    sportId: 1,
    categoryId: 1,
    tournamentId: 1,
    matchId: index,
    live: false,
    ...overrides,
  };
}

describe('SPEC §3 Freebet rules: min and max odds, match_status, selection counts', () => {
  it('a prematch single at odds within the bounds fits', () => {
    expect(freebetFit(terms, [leg(1)], 2, true)).toEqual({ suitable: ['k1'], unfit: [], betReason: null });
  });

  it('total odds under min_odds or over max_odds do not fit', () => {
    expect(freebetFit(terms, [leg(1, { odds: 1.4 })], 1.4, true).betReason).toBe('odds_below_minimum');
    expect(freebetFit(terms, [leg(1, { odds: 11 })], 11, true).betReason).toBe('odds_above_maximum');
  });

  it('the bounds are on the bet odds: two legs at 1.3 make 1.69 and fit a 1.50 minimum', () => {
    // 1.3 × 1.3 = 1.69 ≥ 1.50
    const fit = freebetFit(terms, [leg(1, { odds: 1.3 }), leg(2, { odds: 1.3 })], 1.69, true);
    expect(fit.betReason).toBeNull();
  });

  it('a prematch freebet refuses a live selection and names it; a live freebet refuses prematch ones', () => {
    const fit = freebetFit(terms, [leg(1), leg(2, { live: true })], 4, true);
    expect(fit.unfit).toEqual([{ key: 'k2', reason: 'live_not_allowed' }]);
    expect(fit.betReason).toBe('live_not_allowed');
    expect(freebetFit({ ...terms, match_status: 'live' }, [leg(1)], 2, true).betReason).toBe(
      'prematch_not_allowed',
    );
    expect(
      freebetFit({ ...terms, match_status: 'all' }, [leg(1, { live: true })], 2, true).betReason,
    ).toBeNull();
  });

  it('the selection count must lie in selection_count_from..selection_count_to', () => {
    const twoToThree = { ...terms, selection_count_from: 2, max_odds: null };
    expect(freebetFit(twoToThree, [leg(1)], 2, true).betReason).toBe('too_few_selections');
    expect(freebetFit(twoToThree, [leg(1), leg(2), leg(3), leg(4)], 16, true).betReason).toBe(
      'too_many_selections',
    );
  });

  it('a system or custom bet does not take a freebet', () => {
    expect(freebetFit(terms, [leg(1)], 2, false).betReason).toBe('bet_type_not_allowed');
  });
});

describe('SPEC §3 Freebet variants: what a settled freebet bet pays', () => {
  // A 10.00 freebet at odds 2.50 returns 25.00: stake 10.00, profit 15.00.
  it('freebet_all_win: a win pays stake and profit', () => {
    expect(freebetPayout('freebet_all_win', 1000, 2500, false)).toEqual({
      credit: 2500,
      freebetReturned: false,
    });
  });

  it('freebet_only_win: a win pays the profit only', () => {
    expect(freebetPayout('freebet_only_win', 1000, 2500, false)).toEqual({
      credit: 1500,
      freebetReturned: false,
    });
  });

  it('freebet_no_risk: a win pays the profit, a loss returns the stake as real money', () => {
    expect(freebetPayout('freebet_no_risk', 1000, 2500, false).credit).toBe(1500);
    expect(freebetPayout('freebet_no_risk', 1000, 0, false).credit).toBe(1000);
  });

  it('a lost all_win or only_win freebet pays nothing', () => {
    expect(freebetPayout('freebet_all_win', 1000, 0, false).credit).toBe(0);
    expect(freebetPayout('freebet_only_win', 1000, 0, false).credit).toBe(0);
  });

  it('a bet void as a whole pays nothing and gives the freebet back, whatever the variant', () => {
    for (const variant of ['freebet_all_win', 'freebet_only_win', 'freebet_no_risk'] as const)
      expect(freebetPayout(variant, 1000, 1000, true)).toEqual({ credit: 0, freebetReturned: true });
  });

  it('half won (a void leg, the others won) pays on the reduced return', () => {
    // 10.00 on 2.00 × 3.00 with the 3.00 leg void: return 20.00, profit 10.00
    expect(freebetPayout('freebet_only_win', 1000, 2000, false).credit).toBe(1000);
    expect(freebetPayout('freebet_all_win', 1000, 2000, false).credit).toBe(2000);
  });
});
