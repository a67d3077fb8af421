import { describe, expect, it } from 'vitest';
import { rallySetOutcomes } from './rally-set';

const homeShare = (outcomes: { home: number; away: number; p: number }[]) =>
  outcomes.filter((o) => o.home > o.away).reduce((sum, o) => sum + o.p, 0);

describe('rally set model', () => {
  it('plays a set to two by two as the closed form says', () => {
    // p = 0.6: p² + 2pq · p²/(p² + q²) = 0.36 + 0.48 · 0.692308 = 0.692308
    expect(homeShare(rallySetOutcomes({ target: 2, homeRally: 0.6 }))).toBeCloseTo(0.692308, 3);
  });

  it('turns a small rally edge into a large set edge over 25 points', () => {
    const set = rallySetOutcomes({ target: 25, homeRally: 0.53 });
    expect(set.reduce((sum, o) => sum + o.p, 0)).toBeCloseTo(1, 12);
    expect(homeShare(set)).toBeGreaterThan(0.6);
  });

  it('plays on from the score of the set under way, past a long deuce too', () => {
    expect(homeShare(rallySetOutcomes({ target: 25, homeRally: 0.5, home: 24, away: 20 }))).toBeGreaterThan(
      0.9,
    );
    const deuce = rallySetOutcomes({ target: 25, homeRally: 0.5, home: 40, away: 40 });
    expect(homeShare(deuce)).toBeCloseTo(0.5, 3);
    expect(deuce.every((o) => o.home >= 40 && o.away >= 40)).toBe(true);
  });
});
