import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { context, marketOf, run, selection, taps } from '../testing/fixtures';
import { engineBet, oracleBets, oracleWin } from '../testing/money-oracle';
import { totalPotentialWin } from '../ticket/selectors';
import { initialTicketState } from '../ticket/state';
import type { MinorUnits } from '../units';
import { potentialWin, stakeForPotentialWin } from './potential-win';
import { capStakes } from './safe-win';

const MAX = Number.MAX_SAFE_INTEGER; // 2^53 − 1 = 9,007,199,254,740,991
const multiSingle = context({ multiSingleAvailableByProvider: { betradar: true } });
const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 2 });

function staked(stakes: number[]) {
  return stakes.map(
    (stake, betIndex) => ({ type: 'stakeChanged', betIndex, stake: stake as MinorUnits }) as const,
  );
}

describe('a potential win is exact: a stake is capped so every win, and their sum, stays a safe integer', () => {
  it('refuses to give a potential win past 2^53 as a rounded number', () => {
    // 9,007,199,254,740,991 × 2 = 18,014,398,509,481,982: a Number would round it to …984
    expect(() => potentialWin(engineBet({ thousandths: [2000], winCount: null }, MAX))).toThrow(RangeError);
  });

  it('caps a typed stake at the largest whose potential win is a safe integer', () => {
    // 4,503,599,627,370,495 × 2 = 9,007,199,254,740,990 ≤ 2^53 − 1 < (… + 1) × 2
    const bet = run([...taps(a), ...staked([MAX])]).bets[0]!;
    expect(bet.stake).toBe(4_503_599_627_370_495);
    expect(potentialWin(bet)).toBe(9_007_199_254_740_990);
  });

  it('caps the later bets so the total potential win of the ticket stays a safe integer', () => {
    // each single wins 3e15 × 2 = 6e15 (safe), together 1.2e16 (not): the second is capped to what is left,
    // 2^53 − 1 − 6e15 = 3,007,199,254,740,991 → stake 1,503,599,627,370,495 winning 3,007,199,254,740,990
    const state = run([...taps(a, b), ...staked([3e15, 3e15])], multiSingle);
    expect(state.bets.map((bet) => bet.stake)).toEqual([3e15, 1_503_599_627_370_495]);
    expect(totalPotentialWin(state.bets)).toBe(9_007_199_254_740_990);
  });

  it('lowers a stake when the odds rise past the safe win', () => {
    const state = run([
      ...taps(a),
      ...staked([4_503_599_627_370_495]),
      { type: 'marketUpdated', market: marketOf(a, { odds: 2.5 }) },
    ]);
    const bet = state.bets[0]!;
    expect(bet.stake).toBe(stakeForPotentialWin(bet, MAX as MinorUnits));
    expect(potentialWin(bet)).toBeLessThanOrEqual(MAX);
  });

  it('caps a system, whose win sums its combinations before it is rounded', () => {
    // 2/3 on 2, 3, 4 pays 26/3 per unit: a stake of 1.1e15 would win 9.53e15
    const picks = [2, 3, 4].map((odds, i) => selection({ matchId: i + 1, odds }));
    const system = run([
      ...taps(...picks),
      { type: 'betTypeChanged', betType: 'system' },
      ...staked([1.1e15]),
    ]).bets[0]!;
    expect(system.stake).toBe(stakeForPotentialWin(system, MAX as MinorUnits));
    expect(potentialWin(system)).toBeLessThanOrEqual(MAX);
  });
});

describe('capStakes', () => {
  it('returns the same bets when no stake needs a cap', () => {
    const bets = run([...taps(a, b), ...staked([1e12, 1e12])], multiSingle).bets;
    expect(capStakes(bets)).toBe(bets);
  });
});

describe('property: the total potential win is the exact sum of the bets’ wins, a safe integer at any stakes', () => {
  it('holds for slips of singles, combos and systems restored with huge stakes', () => {
    const huge = fc.bigInt({ min: 0n, max: BigInt(MAX) }).map(Number);
    fc.assert(
      fc.property(fc.array(fc.tuple(oracleBets, huge), { minLength: 1, maxLength: 4 }), (picked) => {
        // Each bet on its own matches, so the restored slip keeps them apart.
        let match = 0;
        const bets = picked.map(([bet, stake]) => {
          const engine = engineBet(bet, stake);
          const selections = engine.selections.map((s) => ({ ...s, id: `${(match += 1)}`, matchId: match }));
          return { ...engine, selections };
        });
        const state = run([{ type: 'ticketRestored', bets }], multiSingle, {
          ...initialTicketState,
          isRestoring: true,
        });
        const exact = state.bets.reduce(
          (sum, bet, i) => sum + oracleWin(picked[i]![0], BigInt(bet.stake)),
          0n,
        );
        expect(exact).toBeLessThanOrEqual(BigInt(MAX));
        expect(totalPotentialWin(state.bets)).toBe(Number(exact));
      }),
    );
  });
});
