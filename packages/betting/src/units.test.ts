import { describe, expect, it } from 'vitest';
import { toMinorUnits, toOdds } from './units';

describe('toOdds', () => {
  it('accepts decimal odds above 1', () => {
    expect(toOdds(2.5)).toBe(2.5);
  });

  it.each([1, 0.5, 0, -2, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) => {
    expect(() => toOdds(value)).toThrow(RangeError);
  });
});

describe('toMinorUnits', () => {
  it('accepts whole minor units', () => {
    expect(toMinorUnits(1050)).toBe(1050);
  });

  it.each([10.5, Number.NaN, 2 ** 53])('refuses %s', (value) => {
    expect(() => toMinorUnits(value)).toThrow(RangeError);
  });
});
