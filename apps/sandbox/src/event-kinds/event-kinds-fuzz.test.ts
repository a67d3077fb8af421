import type { Match, Outright } from '@sportsbook/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eur, eurBalance, place, placeBody, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectErrorBody } from '../testing/expect-contract';

const test = useBetsApp();

async function ids(path: string): Promise<number[]> {
  const response = await test().app.inject({ method: 'GET', url: path });
  return (response.json() as { data: (Match | Outright)[] }).data.map((event) => event.id);
}

// Property (issue 17, fuzzed new fields): whatever event_kind, race_bet, event id, market, outcome and specifier a client
// sends (real races, draws and outrights named as any kind, ids out of range, lines never offered), placement
// answers 200 or a 4xx with the §8 error body, never a 500; and a refused request takes no money.
describe('issue 17: fuzzed selections on outrights, races and draws', () => {
  it('never fails the server and never debits a refused bet', async () => {
    const known = [
      ...(await ids('/api/v2/matches?type=race&limit=20')),
      ...(await ids('/api/v2/matches?type=draw&limit=20')),
      ...(await ids('/api/v2/outrights?limit=20')),
    ];
    expect(known.length).toBeGreaterThan(10);
    const selection = fc.record({
      match_id: fc.oneof(fc.constantFrom(...known), fc.integer({ min: 1, max: 2 ** 31 })),
      event_kind: fc.oneof(
        fc.constantFrom('match', 'outright', 'race', 'draw', undefined),
        fc.string({ maxLength: 12 }),
      ),
      market_id: fc.oneof(
        fc.constantFrom(1, 501, 502, 503, 601, 602, 603),
        fc.integer({ min: -5, max: 10_000 }),
      ),
      specifier: fc.oneof(
        fc.constantFrom('', 'places=3', 'total=150.5', 'number=7', 'number=999'),
        fc.string({ maxLength: 30 }),
      ),
      outcome_id: fc.oneof(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 100, max: 2_000 }),
        fc.integer(),
      ),
      odds: fc.oneof(fc.double({ min: 1.01, max: 500, noNaN: true }), fc.constantFrom(0, -1, 1)),
      race_bet: fc.oneof(
        fc.constant(undefined),
        fc.constant({ kind: 'each_way' }),
        fc.record({ kind: fc.constant('reverse_forecast'), reverse_odds: fc.double({ min: 0, max: 900 }) }),
        fc.record({ kind: fc.string({ maxLength: 12 }) }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(selection, { minLength: 1, maxLength: 3 }), async (selections) => {
        const before = await eurBalance(test());
        const body = placeBody([
          {
            stake: eur(100),
            // Cast on purpose: the fuzz sends kinds and values the contract refuses.
            selections: selections.map(({ event_kind, race_bet, ...rest }) => ({
              ...rest,
              ...(event_kind === undefined ? {} : { event_kind }),
              ...(race_bet === undefined ? {} : { race_bet }),
            })) as never,
          },
        ]);
        const response = await place(test(), body);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectErrorBody(response.json());
          expect(await eurBalance(test())).toBe(before);
        }
      }),
      { seed: 20261126, numRuns: 80 },
    );
  });
});
