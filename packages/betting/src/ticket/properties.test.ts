import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { regularSelections } from '../rules/slip-bet';
import { compareSystemTypes } from '../system/system-types';
import { context, run, selection } from '../testing/fixtures';
import type { MinorUnits } from '../units';
import type { TicketEvent } from './events';

// Eight outcomes over six matches (two pairs share a match) and two providers.
const pool = Array.from({ length: 8 }, (_, i) =>
  selection({
    matchId: (i % 6) + 1,
    marketId: i < 6 ? 1 : 2,
    odds: 1.2 + i * 0.35,
    provider: i % 3 === 0 ? 'lsports' : 'betradar',
  }),
);

const contexts = [true, false].map((multiSingle) =>
  context({
    multiSingleAvailableByProvider: { betradar: multiSingle, lsports: multiSingle },
    mixedProvidersAllowed: true,
  }),
);

const event: fc.Arbitrary<TicketEvent> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .integer({ min: 0, max: 7 })
      .map((i) => ({ type: 'selectionToggled', selection: pool[i]! }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 7 }), fc.nat(100_000))
      .map(([betIndex, stake]) => ({ type: 'stakeChanged', betIndex, stake: stake as MinorUnits }) as const),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('single', 'combo', 'system')
      .map((betType) => ({ type: 'betTypeChanged', betType }) as const),
  },
);

const slipHistory = fc.record({
  events: fc.array(event, { maxLength: 25 }),
  ctx: fc.constantFrom(...contexts),
});

describe('ticket invariants (fast-check)', () => {
  it('selecting an outcome twice returns the original ticket', () => {
    fc.assert(
      fc.property(slipHistory, fc.integer({ min: 0, max: 7 }), ({ events, ctx }, pick) => {
        const before = run(events, ctx);
        const outcome = pool[pick]!;
        fc.pre(!before.selectedOutcomeIds.includes(outcome.id));
        const tap: TicketEvent = { type: 'selectionToggled', selection: outcome };
        expect(run([tap, tap], ctx, before)).toEqual(before);
      }),
    );
  });

  it('selectedOutcomeIds lists every selection on the slip exactly once, in slip order', () => {
    fc.assert(
      fc.property(slipHistory, ({ events, ctx }) => {
        const state = run(events, ctx);
        const ids = state.bets.flatMap((bet) => bet.selections.map((s) => s.id));
        expect(state.selectedOutcomeIds).toEqual(ids);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('the slip holds several singles or one combo or system, and one selection is always a single', () => {
    fc.assert(
      fc.property(slipHistory, ({ events, ctx }) => {
        const { bets } = run(events, ctx);
        if (bets.length > 1) expect(bets.every((bet) => bet.betType === 'single')).toBe(true);
        if (regularSelections(bets).length === 1) expect(bets[0]?.betType).toBe('single');
        for (const bet of bets) {
          if (bet.betType === 'system') expect(bet.systemType?.totalCount).toBe(bet.selections.length);
          if (bet.betType === 'combo') expect(bet.selections.length).toBeGreaterThan(1);
        }
      }),
    );
  });

  it('system types match the number of selections and stay sorted by totalCount then winCount', () => {
    fc.assert(
      fc.property(slipHistory, ({ events, ctx }) => {
        const { systemTypes, bets } = run(events, ctx);
        const n = regularSelections(bets).length;
        expect(systemTypes).toHaveLength(n >= 3 ? n - 2 : 0);
        expect(systemTypes.every((type) => type.totalCount === n)).toBe(true);
        expect([...systemTypes].sort(compareSystemTypes)).toEqual(systemTypes);
      }),
    );
  });
});
