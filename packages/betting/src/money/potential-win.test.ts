import type { SlipBet } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { newSlipBet } from '../rules/slip-bet';
import { selection } from '../testing/fixtures';
import { potentialWin, totalOdds } from './potential-win';

const eur = { currency: 'EUR', subunits: 2 };

function bet(
  betType: SlipBet['betType'],
  odds: number[],
  stake: number,
  extra: Partial<SlipBet> = {},
): SlipBet {
  const selections = odds.map((o, i) => selection({ matchId: i + 1, odds: o }));
  return { ...newSlipBet(betType, selections, eur, stake), ...extra };
}

describe('potential win (integer minor units, rounded down once)', () => {
  it('pays a single its stake times the odds', () => {
    // 10.00 EUR at 2.35: 1000 × 2.35 = 2350 cents
    expect(potentialWin(bet('single', [2.35], 1000))).toBe(2350);
  });

  it('never loses a cent to float arithmetic', () => {
    // 1.00 EUR at 1.15: 100 × 1.15 = 115 exactly (floats give 114.99999999999999)
    expect(potentialWin(bet('single', [1.15], 100))).toBe(115);
  });

  it('pays a combo the stake times the product of the odds', () => {
    // 1000 × 2.1 × 1.85 = 1000 × 3.885 = 3885
    expect(potentialWin(bet('combo', [2.1, 1.85], 1000))).toBe(3885);
  });

  it('rounds a combo down to the minor unit', () => {
    // 333 × 1.5 × 1.5 = 749.25 → 749
    expect(potentialWin(bet('combo', [1.5, 1.5], 333))).toBe(749);
  });

  it('pays a system the sum over its combinations of the stake share times their odds', () => {
    // 2/3 on 2, 3, 4: combinations 2×3=6, 2×4=8, 3×4=12 → 26; 900 split into 3 × 300 → 300 × 26 = 7800
    const system = bet('system', [2, 3, 4], 900, { systemType: { totalCount: 3, winCount: 2 } });
    expect(potentialWin(system)).toBe(7800);
  });

  it('rounds a system once, after summing its combinations', () => {
    // 1000 × 26 / 3 = 8666.67 → 8666
    const system = bet('system', [2, 3, 4], 1000, { systemType: { totalCount: 3, winCount: 2 } });
    expect(potentialWin(system)).toBe(8666);
  });

  it('pays a custom bet its stake times the custom odds', () => {
    // 500 × 3.4 = 1700 (the selections' own odds, 2 × 2 = 4, do not count)
    expect(potentialWin(bet('custom_bet', [2, 2], 500, { customOdds: 3.4 }))).toBe(1700);
  });

  it('multiplies in the odds of a comboboost', () => {
    // 1000 × 2 × 2 × 1.1 = 4400
    const boosted = bet('combo', [2, 2], 1000, { bonus: { id: 1, type: 'comboboost', odds: 1.1 } });
    expect(potentialWin(boosted)).toBe(4400);
  });

  it('is 0 for a stake of 0', () => {
    expect(potentialWin(bet('combo', [2, 3], 0))).toBe(0);
  });

  it('shows a combo total odds as the product of the odds', () => {
    // 2.1 × 1.85 = 3.885
    expect(totalOdds(bet('combo', [2.1, 1.85], 0))).toBe(3.885);
  });
});
