import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorUnits } from '../units';
import { quickStakeProblems, quickStakesAllowed } from './quick-stakes';

// The sandbox's euro limits: 0.10 to 10,000.00 EUR, four buttons.
const euro = { minStake: 10 as MinorUnits, maxStake: 1_000_000 as MinorUnits, count: 4 };

describe('quick stakes (SPEC §3 Settings stakes, §5 stake limits)', () => {
  it('a quick stake must be a positive whole number of minor units', () => {
    expect(quickStakeProblems([0, -500, 2.5, 500], euro)).toEqual([
      'stake_not_positive',
      'stake_not_positive',
      'stake_not_positive',
      null,
    ]);
  });

  it('a quick stake lies within the minimum and maximum stake, both included', () => {
    // 0.09 < 0.10 (min); 0.10 and 10,000.00 are the bounds themselves; 10,000.01 is one cent over.
    expect(quickStakeProblems([9, 10, 1_000_000, 1_000_001], euro)).toEqual([
      'below_min_stake',
      null,
      null,
      'above_max_stake',
    ]);
  });

  it('an amount may not repeat: the second of two equal quick stakes is flagged', () => {
    expect(quickStakeProblems([500, 1000, 500], euro)).toEqual([null, null, 'duplicate_stake']);
  });

  it('a player keeps at most the site’s count of quick stakes', () => {
    expect(quickStakesAllowed([100, 200, 300, 400], euro)).toBe(true);
    expect(quickStakesAllowed([100, 200, 300, 400, 500], euro)).toBe(false);
    expect(quickStakesAllowed([], euro)).toBe(true);
    expect(quickStakesAllowed([100, 5], euro)).toBe(false);
  });

  it('allows exactly the lists whose every amount is a distinct integer within the limits (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -100, max: 1_000_100 }), { maxLength: 6 }), (stakes) => {
        const oracle =
          stakes.length <= euro.count &&
          new Set(stakes).size === stakes.length &&
          stakes.every((stake) => stake >= euro.minStake && stake <= euro.maxStake);
        expect(quickStakesAllowed(stakes, euro)).toBe(oracle);
      }),
    );
  });
});
