import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { engineBet, oracleBets, oracleWin } from '../testing/money-oracle';
import type { MinorUnits } from '../units';
import { potentialWin, stakeForPotentialWin } from './potential-win';

describe('money against a plain bigint oracle (singles, combos, systems)', () => {
  it('the potential win is stake × the win factor, rounded down once', () => {
    fc.assert(
      fc.property(oracleBets, fc.nat(10_000_000), (bet, stake) => {
        expect(potentialWin(engineBet(bet, stake))).toBe(Number(oracleWin(bet, BigInt(stake))));
      }),
    );
  });

  it('the stake from a wanted win is the largest whose potential win does not exceed it', () => {
    fc.assert(
      fc.property(oracleBets, fc.nat(100_000_000), (bet, wanted) => {
        const stake = stakeForPotentialWin(engineBet(bet, 0), wanted as MinorUnits);
        expect(oracleWin(bet, BigInt(stake))).toBeLessThanOrEqual(BigInt(wanted));
        expect(oracleWin(bet, BigInt(stake) + 1n)).toBeGreaterThan(BigInt(wanted));
      }),
    );
  });
});
