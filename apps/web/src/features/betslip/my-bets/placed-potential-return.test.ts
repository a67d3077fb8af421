import { describe, expect, it } from 'vitest';
import { placedPotentialReturn as betPotentialWin } from '@sportsbook/betting';
import { betFixture, legFixture } from './testing/bet-fixtures';

describe('the potential win My Bets shows for an open bet (the engine’s potentialReturn)', () => {
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

  it('pays an open freebet bet by its variant: 10.00 at 2.50 shows 15.00 only_win and no_risk, 25.00 all_win', () => {
    const freebet = (freebet_type: 'freebet_only_win' | 'freebet_no_risk' | 'freebet_all_win') =>
      betFixture(1, { bonus: { id: 2, type: 'freebet', odds: null, freebet_type } });
    expect(betPotentialWin(freebet('freebet_only_win'))).toBe(1500);
    expect(betPotentialWin(freebet('freebet_no_risk'))).toBe(1500);
    expect(betPotentialWin(freebet('freebet_all_win'))).toBe(2500);
  });
});
