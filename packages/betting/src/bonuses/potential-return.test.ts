import type { SlipBet } from '@sportsbook/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBonus } from '../rules/bonus-choice';
import type { SlipBonus } from '../rules/bonus-choice';
import { newSlipBet } from '../rules/slip-bet';
import { stakeProblem, totalStake } from '../rules/stake-validity';
import { placedBet, selection } from '../testing/fixtures';
import { oracleWin } from '../testing/money-oracle';
import { totalPotentialWin } from '../ticket/selectors';
import type { MinorUnits } from '../units';
import type { FreebetVariant } from './freebet';
import { moneyStake, placedPotentialReturn, potentialReturn, totalFreebetStake } from './potential-return';

const eur = { currency: 'EUR', subunits: 2 };
const variants: FreebetVariant[] = ['freebet_all_win', 'freebet_only_win', 'freebet_no_risk'];

function freebet(variant: FreebetVariant | null, stake = 1_000): SlipBonus {
  return { id: 7, type: 'freebet', odds: null, freebetStake: stake, freebetType: variant };
}

/** A bet on the legs at these odds, staked with a freebet of the variant. */
function freebetBet(odds: number[], variant: FreebetVariant | null, stake = 1_000): SlipBet {
  const legs = odds.map((o, i) => selection({ matchId: i + 1, odds: o }));
  return applyBonus(newSlipBet(legs.length > 1 ? 'combo' : 'single', legs, eur), freebet(variant, stake));
}

function moneyBet(odds: number, stake: number): SlipBet {
  return newSlipBet('single', [selection({ matchId: 9, odds })], eur, stake);
}

describe('SPEC §3 Freebet variants: what a bet promises to pay if it wins (one rule for card, totals, My Bets)', () => {
  it('freebet_all_win: a win pays stake and profit, 10.00 at 2.50 shows 25.00', () => {
    expect(potentialReturn(freebetBet([2.5], 'freebet_all_win'))).toBe(2_500);
  });

  it('freebet_only_win: a win pays the profit only, 10.00 at 2.50 shows 15.00', () => {
    expect(potentialReturn(freebetBet([2.5], 'freebet_only_win'))).toBe(1_500);
  });

  it('freebet_no_risk: a win pays the profit only, 10.00 at 2 × 1.5 shows 20.00', () => {
    expect(potentialReturn(freebetBet([2, 1.5], 'freebet_no_risk'))).toBe(2_000);
  });

  it('a freebet of unknown variant promises the least any variant pays: the profit', () => {
    expect(potentialReturn(freebetBet([2.5], null))).toBe(1_500);
  });

  it('a bet staked with money returns its potential win, a comboboost’s odds included', () => {
    expect(potentialReturn(moneyBet(2.5, 1_000))).toBe(2_500);
    const legs = [2, 3].map((odds, i) => selection({ matchId: i + 1, odds }));
    const boost: SlipBonus = { id: 2, type: 'comboboost', odds: 1.1, freebetStake: null };
    // 10.00 × 2 × 3 × 1.1 = 66.00
    expect(potentialReturn(applyBonus(newSlipBet('combo', legs, eur, 1_000), boost))).toBe(6_600);
  });

  it('the slip’s total potential win sums each bet’s potential return, a freebet by its variant', () => {
    // only_win freebet 10.00 at 2.50 → 15.00, plus 5.00 of money at 3 → 15.00
    expect(totalPotentialWin([freebetBet([2.5], 'freebet_only_win'), moneyBet(3, 500)])).toBe(3_000);
  });

  it('an open placed freebet bet shows what its variant pays; an old bet without the variant the profit', () => {
    const base = placedBet(1);
    const only = { ...base, odds: 2, bonus: { id: 3, type: 'freebet', odds: null } };
    expect(
      placedPotentialReturn({ ...only, bonus: { ...only.bonus, freebet_type: 'freebet_all_win' } }),
    ).toBe(1_000);
    expect(
      placedPotentialReturn({ ...only, bonus: { ...only.bonus, freebet_type: 'freebet_only_win' } }),
    ).toBe(500);
    expect(placedPotentialReturn(only)).toBe(500);
    expect(placedPotentialReturn({ ...base, bonus: { id: 4, type: 'comboboost', odds: 1.1 } })).toBe(1_100);
  });
});

describe('SPEC §5 stakes with a freebet: its stake is the house’s, not the player’s money', () => {
  it('the total stake leaves a freebet’s stake out, and names it apart', () => {
    const bets = [freebetBet([2.5], 'freebet_all_win'), moneyBet(3, 500)];
    expect(totalStake(bets)).toBe(500);
    expect(totalFreebetStake(bets)).toBe(1_000);
    expect(moneyStake(bets[0]!)).toBe(0);
  });

  it('a freebet’s stake does not count against the balance; money staked over it still does', () => {
    const limits = { minStake: null, maxStake: null, balance: 300 as MinorUnits };
    expect(stakeProblem([freebetBet([2.5], 'freebet_only_win')], limits)).toBeNull();
    expect(stakeProblem([freebetBet([2.5], 'freebet_only_win'), moneyBet(2, 500)], limits)).toBe(
      'above_balance',
    );
  });
});

describe('potential returns against a plain bigint oracle', () => {
  const legs = fc.array(fc.integer({ min: 1001, max: 30_000 }), { minLength: 1, maxLength: 6 });
  const stake = fc.integer({ min: 1, max: 10_000_000 });

  it('a freebet returns the oracle’s win for all_win, and win − stake for only_win and no_risk', () => {
    fc.assert(
      fc.property(legs, stake, fc.constantFrom(...variants), (thousandths, amount, variant) => {
        const bet = freebetBet(
          thousandths.map((t) => t / 1000),
          variant,
          amount,
        );
        const win = oracleWin({ thousandths, winCount: null }, BigInt(amount));
        const expected = variant === 'freebet_all_win' ? win : win - BigInt(amount);
        expect(BigInt(potentialReturn(bet))).toBe(expected);
      }),
    );
  });

  it('the total is the exact sum of the bets’ returns, and the total stake the money staked', () => {
    const bet = fc.tuple(legs, stake, fc.option(fc.constantFrom(...variants), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(bet, { minLength: 1, maxLength: 4 }), (specs) => {
        const bets = specs.map(([thousandths, amount, variant]) =>
          variant === undefined
            ? newSlipBet(
                thousandths.length > 1 ? 'combo' : 'single',
                thousandths.map((t, i) => selection({ matchId: i + 1, odds: t / 1000 })),
                eur,
                amount,
              )
            : freebetBet(
                thousandths.map((t) => t / 1000),
                variant,
                amount,
              ),
        );
        const oracle = specs.reduce((sum, [thousandths, amount, variant]) => {
          const win = oracleWin({ thousandths, winCount: null }, BigInt(amount));
          if (variant === undefined || variant === 'freebet_all_win') return sum + win;
          return sum + win - BigInt(amount);
        }, 0n);
        expect(BigInt(totalPotentialWin(bets))).toBe(oracle);
        const money = specs.reduce(
          (sum, [, amount, variant]) => sum + (variant === undefined ? amount : 0),
          0,
        );
        expect(totalStake(bets)).toBe(money);
      }),
    );
  });
});
