import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { potentialWin, stakeForPotentialWin } from '../money/potential-win';
import { context, marketOf, run, selection, taps } from '../testing/fixtures';
import type { MinorUnits } from '../units';
import type { TicketEvent } from './events';

const a = selection({ matchId: 1, odds: 1.91 });

/** `times` moves of `of` to `away` and back to its own odds. */
function flicker(of: typeof a, away: number, times: number): TicketEvent[] {
  return Array.from({ length: times }, () => [
    { type: 'marketUpdated', market: marketOf(of, { odds: away }) } as const,
    { type: 'marketUpdated', market: marketOf(of, { odds: of.odds }) } as const,
  ]).flat();
}

describe('SPEC §4: a stake based on potential win keeps the wanted win while the odds move', () => {
  it('derives the stake from the wanted win at the new odds', () => {
    const state = run([
      ...taps(a),
      // wanting 19.10 at 1.91: 1000 × 1.91 = 1910 exactly
      { type: 'potentialWinChanged', betIndex: 0, potentialWin: 1910 as MinorUnits },
      // at 1.95: 979 × 1.95 = 1909.05 → 1909 ≤ 1910 < 980 × 1.95 = 1911
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.95 }) },
    ]);
    expect(state.bets[0]).toMatchObject({ stake: 979, stakeSource: 'potential_win', wantedWin: 1910 });
  });

  it('comes back to the same stake after ten moves 1.91 ↔ 1.95 (rounding each move took 1000 to 990)', () => {
    const state = run([
      ...taps(a),
      { type: 'potentialWinChanged', betIndex: 0, potentialWin: 1910 as MinorUnits },
      ...flicker(a, 1.95, 10),
    ]);
    expect(state.bets[0]).toMatchObject({ stake: 1000, wantedWin: 1910 });
  });

  it('forgets the wanted win once the player types a stake', () => {
    const state = run([
      ...taps(a),
      { type: 'potentialWinChanged', betIndex: 0, potentialWin: 1910 as MinorUnits },
      { type: 'stakeChanged', betIndex: 0, stake: 700 as MinorUnits },
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.95 }) },
    ]);
    expect(state.bets[0]).toMatchObject({ stake: 700, stakeSource: 'stake', wantedWin: null });
  });

  it('keeps the stake, not the wanted win, when a selection changes the bet (the win was for the old bet)', () => {
    const b = selection({ matchId: 2, odds: 3 });
    const state = run([
      ...taps(a),
      { type: 'potentialWinChanged', betIndex: 0, potentialWin: 1910 as MinorUnits },
      ...taps(b),
      { type: 'marketUpdated', market: marketOf(a, { odds: 1.95 }) },
    ]);
    expect(state.bets[0]).toMatchObject({
      betType: 'combo',
      stake: 1000,
      stakeSource: 'stake',
      wantedWin: null,
    });
  });
});

// Five matches, odds in whole thousandths; a slip of the first n as singles' first bet, a combo or a system.
const slips = fc.record({
  odds: fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 1, maxLength: 5 }),
  away: fc.array(fc.integer({ min: 1001, max: 20_000 }), { minLength: 5, maxLength: 5 }),
  betType: fc.constantFrom('single', 'combo', 'system' as const),
  wanted: fc.nat(50_000_000),
});

describe('property: ten odds moves there and back leave the wanted win and its stake unchanged', () => {
  it('holds for singles, combos and systems', () => {
    fc.assert(
      fc.property(slips, ({ odds, away, betType, wanted }) => {
        const picks = odds.map((o, i) => selection({ matchId: i + 1, odds: o / 1000 }));
        const ctx = context({ multiSingleAvailableByProvider: { betradar: true } });
        const setUp = run([...taps(...picks), { type: 'betTypeChanged', betType }], ctx);
        const win = { type: 'potentialWinChanged', betIndex: 0, potentialWin: wanted as MinorUnits } as const;
        const typed = run([win], ctx, setUp);
        const bet = typed.bets[0]!;
        const moves = picks.flatMap((pick, i) => flicker(pick, away[i]! / 1000, 10));
        const after = run(moves, ctx, typed).bets[0]!;
        expect(after.wantedWin).toBe(wanted);
        expect(after.stake).toBe(bet.stake);
        expect(after.stake).toBe(stakeForPotentialWin(after, wanted as MinorUnits));
        expect(potentialWin(after)).toBeLessThanOrEqual(wanted);
      }),
      { numRuns: 60 },
    );
  });
});
