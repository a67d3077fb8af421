import { describe, expect, it } from 'vitest';
import { holdProbability, setOutcomes, tiebreakProbability } from './tennis';

const sum = (outcomes: { p: number }[]) => outcomes.reduce((total, outcome) => total + outcome.p, 0);

describe('tennis game model', () => {
  it('holds serve from 0:0 with the textbook probability', () => {
    // p = 0.6, q = 0.4: to love, 15 or 30: p⁴(1 + 4q + 10q²) = 0.1296 · 4.2 = 0.54432
    // via deuce: 20p³q³ · p²/(p² + q²) = 0.27648 · 0.36/0.52 = 0.19141; together 0.73573
    expect(holdProbability(0.6)).toBeCloseTo(0.73573, 4);
  });

  it('prices deuce and advantage from p² / (p² + q²)', () => {
    // deuce: 0.36 / 0.52 = 0.6923; advantage server: 0.6 + 0.4 · 0.6923 = 0.8769
    expect(holdProbability(0.6, 3, 3)).toBeCloseTo(0.6923, 4);
    expect(holdProbability(0.6, 4, 3)).toBeCloseTo(0.8769, 4);
    expect(holdProbability(0.6, 3, 4)).toBeCloseTo(0.4154, 4);
  });

  it('makes a tie-break between equal servers a coin toss', () => {
    expect(tiebreakProbability({ home: 0.65, away: 0.65 })).toBeCloseTo(0.5, 10);
    expect(tiebreakProbability({ home: 0.7, away: 0.6 })).toBeGreaterThan(0.5);
  });

  it('ends a tie-break at seven by two', () => {
    expect(tiebreakProbability({ home: 0.6, away: 0.6 }, 7, 5)).toBe(1);
    expect(tiebreakProbability({ home: 0.6, away: 0.6 }, 6, 8)).toBe(0);
  });
});

describe('tennis set model', () => {
  const serve = { home: 0.66, away: 0.6 };

  it('gives a distribution of final set scores that sums to one', () => {
    const outcomes = setOutcomes(serve, { homeGames: 0, awayGames: 0, homeServes: true });
    expect(sum(outcomes)).toBeCloseTo(1, 12);
    expect(outcomes.map((o) => `${o.home}:${o.away}`)).toContain('7:6');
  });

  it('favours the better server', () => {
    const outcomes = setOutcomes(serve, { homeGames: 0, awayGames: 0, homeServes: true });
    const home = sum(outcomes.filter((o) => o.home > o.away));
    expect(home).toBeGreaterThan(0.6);
  });

  it('knows a set at 5:0 is nearly won and only ends in scores it can still reach', () => {
    const outcomes = setOutcomes(serve, { homeGames: 5, awayGames: 0, homeServes: true });
    expect(sum(outcomes.filter((o) => o.home > o.away))).toBeGreaterThan(0.99);
    expect(outcomes.every((o) => o.home >= 5)).toBe(true);
  });
});
