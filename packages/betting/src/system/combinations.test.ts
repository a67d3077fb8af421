import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { binomial, combinations } from './combinations';
import { matchingSystemType, systemCombinationCount, systemId, systemTypesFor } from './system-types';

describe('system combinations (SPEC §9: choosing winCount from totalCount)', () => {
  it('counts C(n, k) combinations', () => {
    // C(3,2) = 3, C(4,2) = 6, C(5,3) = 10, C(16,8) = 12870
    expect([binomial(3, 2), binomial(4, 2), binomial(5, 3), binomial(16, 8)]).toEqual([3, 6, 10, 12870]);
  });

  it('lists every choice of k items once, in order', () => {
    expect(combinations(['a', 'b', 'c'], 2)).toEqual([
      ['a', 'b'],
      ['a', 'c'],
      ['b', 'c'],
    ]);
  });

  it('combination count equals C(n,k)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (n, k) => {
        const items = Array.from({ length: n }, (_, i) => i);
        const found = combinations(items, k);
        expect(found).toHaveLength(binomial(n, k));
        expect(new Set(found.map((c) => c.join(','))).size).toBe(found.length);
      }),
    );
  });

  it('offers k/n system types for 2 ≤ k < n, sorted by totalCount then winCount', () => {
    expect(systemTypesFor(4)).toEqual([
      { totalCount: 4, winCount: 2 },
      { totalCount: 4, winCount: 3 },
    ]);
  });

  it('offers no system type below three selections', () => {
    expect([systemTypesFor(1), systemTypesFor(2)]).toEqual([[], []]);
  });

  it('places C(totalCount, winCount) combinations for a system type, named winCount/totalCount', () => {
    // 3/5: C(5,3) = 10
    expect(systemCombinationCount({ totalCount: 5, winCount: 3 })).toBe(10);
    expect(systemId({ totalCount: 5, winCount: 3 })).toBe('3/5');
  });

  it('falls back to the type with the same winCount when the total no longer matches', () => {
    expect(matchingSystemType({ totalCount: 4, winCount: 3 }, 5)).toEqual({ totalCount: 5, winCount: 3 });
  });

  it('falls back to the first type offered when the winCount no longer fits', () => {
    expect(matchingSystemType({ totalCount: 4, winCount: 3 }, 3)).toEqual({ totalCount: 3, winCount: 2 });
  });

  it('has no matching system type for two selections (the bet becomes a combo)', () => {
    expect(matchingSystemType({ totalCount: 3, winCount: 2 }, 2)).toBeNull();
  });
});
