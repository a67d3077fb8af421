import type { OddsAcceptMode } from '@sportsbook/contract';
import { providerStatusValues } from '@sportsbook/contract/refs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OutcomeQuote } from '../rules/odds-update';
import { context, marketOf, run, selection, taps } from '../testing/fixtures';

const a = selection({ matchId: 1, odds: 2 });
const b = selection({ matchId: 2, odds: 3 });

function quoted(quote: OutcomeQuote, mode: OddsAcceptMode = 'none') {
  return run(
    [...taps(a, b), { type: 'outcomesQuoted', quotes: { [a.id]: quote } }],
    context({ oddsAcceptMode: mode }),
  );
}

describe('SPEC §4 Selection odds updates, from the odds feed (outcomesQuoted)', () => {
  it('a selection becomes suspended if its market is suspended', () => {
    const state = quoted({ odds: 2, active: true, suspended: true });
    expect(state.bets[0]?.selections[0]?.isSuspended).toBe(true);
  });

  it('a selection becomes suspended if the outcome is inactive', () => {
    const state = quoted({ odds: 2, active: false, suspended: false });
    expect(state.bets[0]?.selections[0]).toMatchObject({ isSuspended: true, active: false });
  });

  it('changed-odds flag follows the accept mode: none flags any move, higher only drops, any none', () => {
    const flag = (mode: OddsAcceptMode, odds: number) =>
      quoted({ odds, active: true, suspended: false }, mode).bets[0]?.selections[0]?.isChanged;
    expect([flag('none', 2.2), flag('none', 1.8)]).toEqual([true, true]);
    expect([flag('higher', 2.2), flag('higher', 1.8)]).toEqual([false, true]);
    expect([flag('any', 2.2), flag('any', 1.8)]).toEqual([false, false]);
  });

  it('leaves the outcomes it does not name alone, and the ticket itself when nothing moved', () => {
    const before = run(taps(a, b));
    const same = run(
      [{ type: 'outcomesQuoted', quotes: { [a.id]: { odds: 2, active: true, suspended: false } } }],
      context(),
      before,
    );
    expect(same).toBe(before);
    const moved = run(
      [{ type: 'outcomesQuoted', quotes: { [a.id]: { odds: 2.5, active: true, suspended: false } } }],
      context(),
      before,
    );
    expect(moved.bets[0]?.selections.find((s) => s.id === b.id)).toBe(
      before.bets[0]?.selections.find((s) => s.id === b.id),
    );
  });

  it("a quote gives the same ticket as its market's update would", () => {
    const odds = fc.integer({ min: 1_001, max: 50_000 }).map((thousandths) => thousandths / 1_000);
    fc.assert(
      fc.property(
        odds,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<OddsAcceptMode>('none', 'higher', 'any'),
        (price, active, suspended, mode) => {
          const ctx = context({ oddsAcceptMode: mode });
          const status = suspended ? providerStatusValues.suspended : providerStatusValues.allowed;
          const byMarket = run(
            [...taps(a), { type: 'marketUpdated', market: marketOf(a, { odds: price, active }, status) }],
            ctx,
          );
          const byQuote = run(
            [...taps(a), { type: 'outcomesQuoted', quotes: { [a.id]: { odds: price, active, suspended } } }],
            ctx,
          );
          expect(byQuote).toEqual(byMarket);
        },
      ),
    );
  });
});
