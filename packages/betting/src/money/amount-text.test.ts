import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStake, stakeText } from './amount-text';

describe('amount text (stakes and deposits)', () => {
  it('reads what a player types into exact minor units', () => {
    expect(parseStake('10', 2)).toBe(1_000);
    expect(parseStake('12.5', 2)).toBe(1_250); // 12.50 EUR = 1250 cents
    expect(parseStake(' 12,05 ', 2)).toBe(1_205);
    expect(parseStake('0.00016', 8)).toBe(16_000); // 0.00016 BTC = 16,000 satoshi
    expect(parseStake('500', 0)).toBe(500);
  });

  it('refuses what is not an amount of the currency', () => {
    expect(parseStake('1.005', 2)).toBeNull();
    expect(parseStake('-5', 2)).toBeNull();
    expect(parseStake('1e3', 2)).toBeNull();
    expect(parseStake('5.5', 0)).toBeNull();
  });

  it('shows minor units as the plain decimal, and reads it back unchanged (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 8 }),
        (minor, subunits) => {
          const text = stakeText(minor, subunits);
          // oracle: the digits of minor, zero-padded, with a point before the last `subunits` digits
          expect(text.replace('.', '')).toBe(String(minor).padStart(subunits + 1, '0'));
          expect(parseStake(text, subunits)).toBe(minor);
        },
      ),
    );
  });
});
