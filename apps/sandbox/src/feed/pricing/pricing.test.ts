import { describe, expect, it } from 'vitest';
import { footballProbabilities } from './football';
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

describe('football probabilities', () => {
  const even = { homeExpectedGoals: 1.35, awayExpectedGoals: 1.35 };

  it('makes 1X2 sum to 1 and treats equal sides equally', () => {
    const [home, draw, away] = footballProbabilities(even, {
      homeGoals: 0,
      awayGoals: 0,
      remaining: 1,
    }).matchResult;
    expect(home + draw + away).toBeCloseTo(1, 10);
    expect(home).toBeCloseTo(away, 10);
  });

  it('favours the stronger side', () => {
    const [home, , away] = footballProbabilities(
      { homeExpectedGoals: 2.2, awayExpectedGoals: 0.8 },
      { homeGoals: 0, awayGoals: 0, remaining: 1 },
    ).matchResult;
    expect(home).toBeGreaterThan(0.6);
    expect(away).toBeLessThan(0.15);
  });

  it('settles the result as the time runs out', () => {
    const [home] = footballProbabilities(even, { homeGoals: 2, awayGoals: 0, remaining: 0.02 }).matchResult;
    expect(home).toBeGreaterThan(0.99);
  });

  it('prices a goal already scored into over 0.5 as certain', () => {
    const [over] = footballProbabilities(even, { homeGoals: 1, awayGoals: 0, remaining: 0.5 }).total(0.5);
    expect(over).toBeCloseTo(1, 12);
  });

  it('lowers over 2.5 as the clock runs at 0-0', () => {
    const early = footballProbabilities(even, { homeGoals: 0, awayGoals: 0, remaining: 1 }).total(2.5)[0];
    const late = footballProbabilities(even, { homeGoals: 0, awayGoals: 0, remaining: 0.3 }).total(2.5)[0];
    expect(late).toBeLessThan(early);
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

  it('keeps odds within the ladder', () => {
    const [likely, unlikely] = priceWithMargin([0.9999, 0.0001], 0.05);
    expect(likely).toBe(1.01);
    expect(unlikely).toBe(251);
  });
});
