import { describe, expect, it } from 'vitest';
import { betPotentialWin } from './bet-potential-win';
import { betFixture, legFixture } from './testing/bet-fixtures';

describe('the potential win of a placed bet', () => {
  it('is stake × odds for a single', () => {
    expect(betPotentialWin(betFixture(1))).toBe(2500);
  });

  it('is stake × the product of the odds for a combo, rounded down once', () => {
    const combo = betFixture(1, { type: 'combo', selections: [legFixture(1, 1.37), legFixture(2, 2.13)] });
    // 1000 × 1.37 × 2.13 = 2918.1 → 2918
    expect(betPotentialWin(combo)).toBe(2918);
  });

  it('splits the stake over the C(n, k) combinations of a system', () => {
    const system = betFixture(1, {
      type: 'system',
      system: { id: '2/3', win_count: 2, total_count: 3 },
      stake: { value: 600, currency: 'EUR', subunits: 2 },
      selections: [legFixture(1, 2), legFixture(2, 3), legFixture(3, 4)],
    });
    // 600 / 3 × (2×3 + 2×4 + 3×4) = 200 × 26
    expect(betPotentialWin(system)).toBe(5200);
  });

  it('uses the quoted odds of a custom bet and a comboboost on top', () => {
    const custom = betFixture(1, {
      type: 'custom_bet',
      odds: 5.5,
      selections: [legFixture(1, 2, 7), legFixture(2, 2, 7)],
      bonus: { id: 1, type: 'comboboost', odds: 1.1 },
    });
    expect(betPotentialWin(custom)).toBe(6050);
  });
});
