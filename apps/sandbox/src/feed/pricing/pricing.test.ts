import { describe, expect, it } from 'vitest';
import { goalOutlook } from './goal-outlook';
import { overround, priceWithMargin } from './margin';
import { poissonProbability, scoreMatrix } from './poisson';

describe('Poisson goals', () => {
  it('gives P(0 goals) = e^-λ', () => {
    // λ = 1.5: e^-1.5 = 0.22313
    expect(poissonProbability(1.5, 0)).toBeCloseTo(0.22313, 5);
    // P(2) = e^-1.5 · 1.5² / 2 = 0.25102
    expect(poissonProbability(1.5, 2)).toBeCloseTo(0.25102, 5);
  });

  it('builds a score matrix that sums to 1', () => {
    const total = scoreMatrix(1.6, 1.1)
      .flat()
      .reduce((sum, p) => sum + p, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});

describe('goal outlook', () => {
  const even = { home: 1.35, away: 1.35 };
  const nil = { home: 0, away: 0 };

  it('makes 1X2 sum to 1 and treats equal sides equally', () => {
    const { homeWin, draw, awayWin } = goalOutlook(even, nil);
    expect(homeWin + draw + awayWin).toBeCloseTo(1, 10);
    expect(homeWin).toBeCloseTo(awayWin, 10);
  });

  it('gives the 0:0 draw as the product of two Poisson zeros', () => {
    // λ = 1 each: P(0:0) = e^-1 · e^-1 = 0.135335
    expect(goalOutlook({ home: 1, away: 1 }, nil).exact(0, 0)).toBeCloseTo(0.135335, 5);
  });

  it('favours the stronger side', () => {
    const { homeWin, awayWin } = goalOutlook({ home: 2.2, away: 0.8 }, nil);
    expect(homeWin).toBeGreaterThan(0.6);
    expect(awayWin).toBeLessThan(0.15);
  });

  it('settles the result as the time runs out', () => {
    expect(goalOutlook({ home: 0.03, away: 0.03 }, { home: 2, away: 0 }).homeWin).toBeGreaterThan(0.99);
  });

  it('prices a goal already scored into over 0.5 as certain', () => {
    expect(goalOutlook({ home: 0.7, away: 0.7 }, { home: 1, away: 0 }).over(0.5)).toBe(1);
  });

  it('lowers over 2.5 as the clock runs at 0-0', () => {
    const early = goalOutlook(even, nil).over(2.5);
    const late = goalOutlook({ home: 0.4, away: 0.4 }, nil).over(2.5);
    expect(late).toBeLessThan(early);
  });

  it('reads a handicap off the current lead', () => {
    // 1:0 up with nothing left to play: home -0.5 is certain, home -1.5 impossible
    const outlook = goalOutlook({ home: 0, away: 0 }, { home: 1, away: 0 });
    expect(outlook.homeCovers(-0.5)).toBe(1);
    expect(outlook.homeCovers(-1.5)).toBe(0);
  });
});

describe('bookmaker margin', () => {
  it('prices fair even odds of 2.00 to 1.90 with a 5 % margin', () => {
    // 0.5 · 1.05 = 0.525 → 1 / 0.525 = 1.905 → 1.90
    expect(priceWithMargin([0.5, 0.5], 0.05)).toEqual([1.9, 1.9]);
  });

  it('keeps the book near 1 + margin', () => {
    const odds = priceWithMargin([0.45, 0.28, 0.27], 0.06);
    expect(overround(odds)).toBeCloseTo(0.06, 2);
  });

  it('prices a double chance outcome from its own probability', () => {
    // 1X2 fair 0.5 / 0.3 / 0.2 → home or draw 0.8: 1 / (0.8 · 1.05) = 1.190 → 1.19
    expect(priceWithMargin([0.8, 0.7, 0.5], 0.05, 2)).toEqual([1.19, 1.36, 1.9]);
  });

  it('keeps odds within the ladder', () => {
    const [likely, unlikely] = priceWithMargin([0.9999, 0.0001], 0.05);
    expect(likely).toBe(1.01);
    expect(unlikely).toBe(251);
  });
});
