import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FRACTIONAL_LADDER } from './odds-format-ladder';
import {
  ODDS_FORMATS,
  formatOdds,
  toAmerican,
  toEuropean,
  toFractional,
  toHongKong,
  toImpliedPercent,
  toIndonesian,
  toMalaysian,
} from './odds-format';

// Known conversion table (any bookmaker's "odds converter" page gives the same rows):
// decimal | fractional | american | hong kong | indonesian | malaysian | implied
const table: Array<[number, string, string, string, string, string, string]> = [
  [1.1, '1/10', '-1000', '0.10', '-10.00', '0.10', '90.9%'],
  [1.25, '1/4', '-400', '0.25', '-4.00', '0.25', '80.0%'],
  [1.5, '1/2', '-200', '0.50', '-2.00', '0.50', '66.7%'],
  [1.67, '4/6', '-149', '0.67', '-1.49', '0.67', '59.9%'],
  [1.8, '4/5', '-125', '0.80', '-1.25', '0.80', '55.6%'],
  [1.91, '10/11', '-110', '0.91', '-1.10', '0.91', '52.4%'],
  [2, '1/1', '+100', '1.00', '1.00', '1.00', '50.0%'],
  [2.1, '11/10', '+110', '1.10', '1.10', '-0.91', '47.6%'],
  [2.5, '6/4', '+150', '1.50', '1.50', '-0.67', '40.0%'],
  [2.75, '7/4', '+175', '1.75', '1.75', '-0.57', '36.4%'],
  [3, '2/1', '+200', '2.00', '2.00', '-0.50', '33.3%'],
  [3.25, '9/4', '+225', '2.25', '2.25', '-0.44', '30.8%'],
  [4.5, '7/2', '+350', '3.50', '3.50', '-0.29', '22.2%'],
  [6, '5/1', '+500', '5.00', '5.00', '-0.20', '16.7%'],
  [11, '10/1', '+1000', '10.00', '10.00', '-0.10', '9.1%'],
  [101, '100/1', '+10000', '100.00', '100.00', '-0.01', '1.0%'],
];

describe('odds conversions', () => {
  it.each(table)('converts %s to fractional %s', (decimal, fractional) => {
    expect(toFractional(decimal)).toBe(fractional);
  });

  it.each(table)('converts %s to american %s', (decimal, _f, american) => {
    expect(toAmerican(decimal)).toBe(american);
  });

  it.each(table)('converts %s to hong kong %s', (decimal, _f, _a, hongKong) => {
    expect(toHongKong(decimal)).toBe(hongKong);
  });

  it.each(table)('converts %s to indonesian %s', (decimal, _f, _a, _h, indonesian) => {
    expect(toIndonesian(decimal)).toBe(indonesian);
  });

  it.each(table)('converts %s to malaysian %s', (decimal, _f, _a, _h, _i, malaysian) => {
    expect(toMalaysian(decimal)).toBe(malaysian);
  });

  it.each(table)('converts %s to an implied probability of %s', (decimal, _f, _a, _h, _i, _m, percent) => {
    expect(toImpliedPercent(decimal)).toBe(percent);
  });

  it('quotes a price between rungs as the nearest rung: 2.45 (1.45 to 1) is 6/4, not 7/5', () => {
    // 6/4 = 1.50 is 0.05 away, 11/8 = 1.375 is 0.075 away.
    expect(toFractional(2.45)).toBe('6/4');
  });

  it('quotes 30.00 as 28/1, the nearest traditional rung (29 to 1 is 1 from 28/1 and 4 from 33/1)', () => {
    expect(toFractional(30)).toBe('28/1');
  });

  it('has the traditional rungs between 20/1 and 50/1: 22/1, 25/1, 28/1, 33/1, 40/1, 45/1', () => {
    expect([23, 26, 29, 34, 41, 46, 51].map(toFractional)).toEqual([
      '22/1',
      '25/1',
      '28/1',
      '33/1',
      '40/1',
      '45/1',
      '50/1',
    ]);
  });

  it('quotes every whole price from 21.00 to 51.00 within 10 % of its profit', () => {
    // the widest gap left is 33/1 to 40/1: 36.5 to 1 is 3.5 away, 9.6 %; 25/1 to 33/1 left 29 to 1 at 13.8 %
    for (let decimal = 21; decimal <= 51; decimal += 1) {
      const [n, d] = toFractional(decimal).split('/').map(Number) as [number, number];
      expect(Math.abs(n / d - (decimal - 1)) / (decimal - 1)).toBeLessThanOrEqual(0.1);
    }
  });

  it('keeps prices outside the ladder on its ends', () => {
    expect(toFractional(1.001)).toBe('1/100');
    expect(toFractional(5001)).toBe('1000/1');
  });

  it('keeps the ladder sorted from the shortest price to the longest', () => {
    const values = FRACTIONAL_LADDER.map(([n, d]) => n / d);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });

  it('shows the three formats of the odds-format switch for the same price (2.50 → 2.50, 6/4, +150)', () => {
    expect(['european', 'british', 'american'].map((f) => formatOdds(2.5, f as 'european'))).toEqual([
      '2.50',
      '6/4',
      '+150',
    ]);
  });

  it('has a formatter for every odds type of the settings', () => {
    for (const format of ODDS_FORMATS) expect(formatOdds(1.5, format)).toMatch(/\d/);
  });
});

// decimal | european | hong kong | american | indonesian | malaysian | implied: each a value on an exact half,
// or one binary floats put on the wrong side of it (2.675 is 2.67499999… as a float)
const halves: Array<[number, string, string, string, string, string, string]> = [
  [2.675, '2.68', '1.68', '+168', '1.68', '-0.60', '37.4%'], // 167.5 → 168; −1 ÷ 1.675 = −0.597
  [1.005, '1.01', '0.01', '-20000', '-200.00', '0.01', '99.5%'], // 0.005 → 0.01; 100 ÷ 1.005 = 99.502
  [1.015, '1.02', '0.02', '-6667', '-66.67', '0.02', '98.5%'], // 0.015 → 0.02
  [2.005, '2.01', '1.01', '+101', '1.01', '-1.00', '49.9%'], // 100.5 → 101; −1 ÷ 1.005 = −0.995 → −1.00
  [1.32, '1.32', '0.32', '-313', '-3.13', '0.32', '75.8%'], // −100 ÷ 0.32 = −312.5 → −313; −3.125 → −3.13
  [2.6, '2.60', '1.60', '+160', '1.60', '-0.63', '38.5%'], // −1 ÷ 1.6 = −0.625 → −0.63
  [3.2, '3.20', '2.20', '+220', '2.20', '-0.45', '31.3%'], // 100 ÷ 3.2 = 31.25 → 31.3
];

describe('odds are shown from the exact decimal price, rounded half away from zero, the same way in every format', () => {
  it.each(halves)(
    'shows %s as %s decimal, %s Hong Kong, %s American, %s Indonesian, %s Malaysian, %s',
    (d, ...shown) => {
      expect(
        [toEuropean, toHongKong, toAmerican, toIndonesian, toMalaysian, toImpliedPercent].map((f) => f(d)),
      ).toEqual(shown);
    },
  );

  it('shows the Hong Kong price as the decimal price less one, for every price in thousandths', () => {
    // Plain oracle: thousandths rounded to hundredths by their last digit, half up (all prices are positive).
    const hundredths = (thousandths: number) =>
      Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
    const shown = (h: number) => `${Math.floor(h / 100)}.${String(h % 100).padStart(2, '0')}`;
    fc.assert(
      fc.property(fc.integer({ min: 1001, max: 1_000_000 }), (thousandths) => {
        const decimal = thousandths / 1000;
        expect(toEuropean(decimal)).toBe(shown(hundredths(thousandths)));
        expect(toHongKong(decimal)).toBe(shown(hundredths(thousandths - 1000)));
      }),
    );
  });
});
