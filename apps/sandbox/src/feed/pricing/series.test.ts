import { describe, expect, it } from 'vitest';
import { playSeries, tailAbove } from './series';
import type { UnitOutcome } from './series';

const coin = (p: number): UnitOutcome[] => [
  { home: 1, away: 0, p },
  { home: 0, away: 1, p: 1 - p },
];

function bestOfThree(p: number, setsHome = 0, setsAway = 0) {
  return playSeries({
    toWin: 2,
    setsHome,
    setsAway,
    homeStarts: true,
    current: null,
    unit: () => coin(p),
    flips: () => false,
    capacity: 3,
  });
}

describe('best-of series', () => {
  it('prices a best of three from the unit chance', () => {
    // p = 0.6: 2:0 = 0.36, 2:1 = 2 · 0.6 · 0.4 · 0.6 = 0.288, 0:2 = 0.16, 1:2 = 0.192; home = 0.648
    const outlook = bestOfThree(0.6);
    expect(outlook.sets.get('2:0')).toBeCloseTo(0.36, 12);
    expect(outlook.sets.get('2:1')).toBeCloseTo(0.288, 12);
    expect(outlook.sets.get('1:2')).toBeCloseTo(0.192, 12);
    expect(outlook.homeWin).toBeCloseTo(0.648, 12);
  });

  it('counts the units still to play', () => {
    // two maps: 0.36 + 0.16 = 0.52; three maps: 0.48
    const outlook = bestOfThree(0.6);
    expect(outlook.total[2]).toBeCloseTo(0.52, 12);
    expect(tailAbove(outlook.total, 0, 2.5)).toBeCloseTo(0.48, 12);
  });

  it('plays on from the sets already won', () => {
    // 1:0 up: win the next (0.6) or lose it and win the decider (0.4 · 0.6) = 0.84
    expect(bestOfThree(0.6, 1, 0).homeWin).toBeCloseTo(0.84, 12);
  });
});
