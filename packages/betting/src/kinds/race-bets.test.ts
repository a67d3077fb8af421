import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MinorUnits, Odds } from '../units';
import {
  eachWayFinish,
  eachWayReturn,
  eachWayStake,
  forecastOutcomeId,
  forecastRunners,
  reverseForecastOutcomeIds,
  reverseForecastReturn,
  reverseForecastStake,
} from './race-bets';

const units = (value: number) => value as MinorUnits;
const odds = (value: number) => value as Odds;

describe('issue 17: forecasts', () => {
  it('a straight forecast names first and second in order: outcome id first × 100 + second', () => {
    expect(forecastOutcomeId(3, 7)).toBe(307);
    expect(forecastRunners(307)).toEqual([3, 7]);
    expect(forecastRunners(1210)).toEqual([12, 10]);
    expect(() => forecastOutcomeId(4, 4)).toThrow(RangeError);
  });

  it('a reverse forecast is one bet of two lines, one per order, costing the unit stake twice', () => {
    expect(reverseForecastOutcomeIds(3, 7)).toEqual([307, 703]);
    expect(reverseForecastStake(units(250))).toBe(500);
  });

  it('a reverse forecast returns the unit stake times the odds of the order that came in, else nothing', () => {
    expect(reverseForecastReturn(units(250), odds(41.5))).toBe(10_375);
    expect(reverseForecastReturn(units(250), null)).toBe(0);
  });
});

describe('issue 17: each-way', () => {
  const terms = { places: 3, fraction: '1/4' };

  it('an each-way bet costs the unit stake twice (a win bet and a place bet)', () => {
    expect(eachWayStake(units(500))).toBe(1000);
  });

  it('a winner pays both halves: win at the odds, place at a quarter of the odds', () => {
    // 5.00 at 9.0: win 45.00; place 5 × (1 + 8/4) = 15.00.
    expect(eachWayReturn(units(500), odds(9), terms, 'won')).toBe(4500 + 1500);
  });

  it('a placed runner pays the place half only; an unplaced one nothing', () => {
    expect(eachWayReturn(units(500), odds(9), terms, 'placed')).toBe(1500);
    expect(eachWayReturn(units(500), odds(9), terms, 'unplaced')).toBe(0);
  });

  it('the places paid come from the terms: first wins, within the places places, beyond is unplaced', () => {
    expect(eachWayFinish(5, [5, 2, 8, 1], terms)).toBe('won');
    expect(eachWayFinish(8, [5, 2, 8, 1], terms)).toBe('placed');
    expect(eachWayFinish(1, [5, 2, 8, 1], terms)).toBe('unplaced');
    expect(eachWayFinish(9, [5, 2, 8, 1], terms)).toBe('unplaced');
  });
});

// A plain oracle over whole thousandths of odds, nothing shared with the engine's scaled arithmetic.
const thousandths = fc.integer({ min: 1001, max: 200_000 });
const stakes = fc.integer({ min: 0, max: 100_000_000 });
const fractions = fc.constantFrom(['1/4', 4n], ['1/5', 5n], ['1/1', 1n], ['1/2', 2n]) as fc.Arbitrary<
  [string, bigint]
>;

describe('issue 17: race money against a plain oracle', () => {
  it('each-way halves: the win half is ⌊unit × odds⌋ and the place half ⌊unit × (1 + (odds − 1) / d)⌋', () => {
    fc.assert(
      fc.property(stakes, thousandths, fractions, (stake, o, [fraction, d]) => {
        const unit = BigInt(stake);
        const win = (unit * BigInt(o)) / 1000n;
        const place = (unit * (1000n * d + BigInt(o) - 1000n)) / (1000n * d);
        const terms = { places: 3, fraction };
        expect(eachWayReturn(units(stake), odds(o / 1000), terms, 'won')).toBe(Number(win + place));
        expect(eachWayReturn(units(stake), odds(o / 1000), terms, 'placed')).toBe(Number(place));
        // The place half never pays more than the win half: a place is worth a fraction of a win.
        expect(place).toBeLessThanOrEqual(win);
      }),
    );
  });

  it('reverse forecast: the return is one straight forecast’s at the unit stake, for the half of the outlay', () => {
    fc.assert(
      fc.property(stakes, thousandths, (stake, o) => {
        expect(reverseForecastStake(units(stake))).toBe(stake * 2);
        expect(reverseForecastReturn(units(stake), odds(o / 1000))).toBe(
          Number((BigInt(stake) * BigInt(o)) / 1000n),
        );
      }),
    );
  });
});
