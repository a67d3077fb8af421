import type { MinorUnits } from '@sportsbook/betting';
import { describe, expect, it } from 'vitest';
import { quickStakeTexts, readQuickStakeFields } from './quick-stake-fields';

// Euro limits 0.10 to 10,000.00 EUR (minor units), four fields.
const rules = { minStake: 10 as MinorUnits, maxStake: 1_000_000 as MinorUnits, count: 4 };

describe('quick-stake fields', () => {
  it('reads typed amounts into minor units and drops empty fields', () => {
    // 7 → 700; 12,5 → 1250 (a comma as players type it); 0.10 → 10 (the minimum itself).
    expect(readQuickStakeFields(['7', '', '12,5', '0.10'], 2, rules)).toEqual({
      stakes: [700, 1250, 10],
      problems: [null, null, null, null],
    });
  });

  it('names the field of each problem, counting past the empty ones', () => {
    const read = readQuickStakeFields(['abc', '', '0.05', '5', '5.00', '10000.01', '0', '1.234'], 2, {
      ...rules,
      count: 8,
    });
    expect(read.problems).toEqual([
      'not_an_amount',
      null,
      'below_min_stake',
      null,
      'duplicate_stake',
      'above_max_stake',
      'stake_not_positive',
      // three decimals in a two-decimal currency is not an amount of it
      'not_an_amount',
    ]);
  });

  it('reads amounts in a currency without minor units', () => {
    // JPY has no subunits: 500 yen is 500 minor units; 1.5 yen is not an amount.
    expect(readQuickStakeFields(['500', '1.5'], 0, rules).problems).toEqual([null, 'not_an_amount']);
  });

  it('shows the kept stakes as amounts and pads with empty fields to the site’s count', () => {
    expect(quickStakeTexts([500, 1250], 2, 4)).toEqual(['5.00', '12.50', '', '']);
    expect(quickStakeTexts([1, 2, 3], 0, 2)).toEqual(['1', '2']);
  });
});
