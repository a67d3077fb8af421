import { describe, expect, it } from 'vitest';
import { parseStake, stakeText } from './stake-text';

describe('parseStake', () => {
  it('reads a typed amount into minor units without floating point', () => {
    expect(parseStake('12.5', 2)).toBe(1250);
    expect(parseStake('0.29', 2)).toBe(29);
    expect(parseStake('1,10', 2)).toBe(110);
    expect(parseStake('7', 0)).toBe(7);
    expect(parseStake('0.00000001', 8)).toBe(1);
  });

  it('refuses more decimals than the currency has and text that is not an amount', () => {
    expect(parseStake('1.234', 2)).toBeNull();
    expect(parseStake('1.5', 0)).toBeNull();
    expect(parseStake('abc', 2)).toBeNull();
    expect(parseStake('-5', 2)).toBeNull();
  });

  it('reads an empty field as no stake', () => {
    expect(parseStake('  ', 2)).toBe(0);
  });
});

describe('stakeText', () => {
  it('shows minor units with the currency decimals and an empty field for 0', () => {
    expect(stakeText(1250, 2)).toBe('12.50');
    expect(stakeText(5, 2)).toBe('0.05');
    expect(stakeText(7, 0)).toBe('7');
    expect(stakeText(0, 2)).toBe('');
  });
});
