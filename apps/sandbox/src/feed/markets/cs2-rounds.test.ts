import { describe, expect, it } from 'vitest';
import { cs2MapOutcomes, roundChance } from './cs2-rounds';

describe('CS2 rounds', () => {
  it('finds the round chance that gives back the map chance at 0:0', () => {
    const [home] = cs2MapOutcomes(0.65, { home: 0, away: 0 });
    expect(home!.p).toBeCloseTo(0.65, 6);
    // a map edge of 15 points needs only a few points of round edge over 13+ rounds
    expect(roundChance(0.65)).toBeGreaterThan(0.5);
    expect(roundChance(0.65)).toBeLessThan(0.56);
  });

  it('makes a map between equal sides a coin toss again at 12:12', () => {
    expect(cs2MapOutcomes(0.5, { home: 12, away: 12 })[0]!.p).toBeCloseTo(0.5, 6);
  });
});
