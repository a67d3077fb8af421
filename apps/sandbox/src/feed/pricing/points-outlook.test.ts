import { describe, expect, it } from 'vitest';
import { normalCdf } from './normal';
import { pointsOutlook } from './points-outlook';

const even = { homeMean: 100, awayMean: 100, homeVariance: 100, awayVariance: 100 };

describe('normal approximation of points', () => {
  it('computes Φ within the odds ladder precision', () => {
    // Φ(0) = 0.5, Φ(1) = 0.841345, Φ(-1.96) = 0.024998
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.96)).toBeCloseTo(0.024998, 6);
  });

  it('prices the handicap a sigma away from the expected margin at Φ(1)', () => {
    // margin variance 100 + 100 = 200, σ = 14.142; home -14.142 covers with 1 - Φ(1) = 0.158655
    const outlook = pointsOutlook(even, { home: 0, away: 0, remaining: 1 });
    expect(outlook.homeCovers(-Math.sqrt(200))).toBeCloseTo(0.158655, 5);
  });

  it('makes regulation home, draw and away sum to one, with overtime sharing the draw', () => {
    const outlook = pointsOutlook(even, { home: 0, away: 0, remaining: 1 });
    expect(outlook.homeWin + outlook.draw + outlook.awayWin).toBeCloseTo(1, 12);
    expect(outlook.homeWinIncludingOvertime).toBeCloseTo(0.5, 10);
  });

  it('treats a total already passed as certain and a lead with no time left as final', () => {
    const late = pointsOutlook(even, { home: 120, away: 90, remaining: 0 });
    expect(late.over(200.5)).toBe(1);
    expect(late.homeWin).toBe(1);
  });
});
