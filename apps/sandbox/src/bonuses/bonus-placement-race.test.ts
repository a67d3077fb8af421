import type { PlaceBetsRequest, PlaceBetSelection } from '@sportsbook/contract';
import { PlaceBetCode } from '@sportsbook/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets } from '../db/schema';
import { ApiError } from '../http/api-error';
import { eur, eurBalance, placeBody, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { placeBets } from '../sportsbook/bets/place-bets';
import { PlacementQueue } from '../sportsbook/bets/placement-queue';
import { issue, picksAt, storedBonus } from './bonus-test-helpers';

const test = useBetsApp();

/** What one placement answered: the bet ids placed, or the refusal's per-bet reason. */
type Answer = { placed: number[] } | { refused: string };

async function answer(attempt: Promise<{ id: number }[]>): Promise<Answer> {
  try {
    return { placed: (await attempt).map((bet) => bet.id) };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 422) throw error;
    const details = error.details as { code: number; details: { bets: { reason: string }[] } };
    expect(details.code).toBe(PlaceBetCode.BONUS_NOT_APPLICABLE);
    return { refused: details.details.bets[0]!.reason };
  }
}

// Decision 0014: a request carrying a bonus joins the placement queue like any other, but is written on its own
// (placeAlone) rather than inside the batch statement. These tests prove what that must keep: one use of a
// freebet, whatever races for it.
describe('a freebet is used once under concurrent placements (decision 0014)', () => {
  it('twelve requests, two placement queues as two sandbox processes would run, and a twin: one bet', async () => {
    const freebet = await issue(test(), 'welcome-all-win');
    const amount = (await storedBonus(test(), freebet))!.amount!;
    const selections = await picksAt(test(), [2, 2.2, 2.4, 2.6, 2.8, 3, 3.2, 3.4, 3.6, 3.8, 4, 4.2]);
    const before = await eurBalance(test());
    const body = (selection: PlaceBetSelection): PlaceBetsRequest =>
      placeBody([{ stake: eur(amount), selections: [selection], bonus: { id: freebet, type: 'freebet' } }]);
    const bodies = selections.map(body);
    const first = test().deps;
    // A second sandbox process on the same database: its own queue, so its writes overlap the first's.
    const second = {
      ...first,
      services: { ...first.services, placement: new PlacementQueue(first, first.services.jackpots) },
    };
    const answers = await Promise.all([
      ...bodies.map((request, index) =>
        answer(placeBets(index % 2 === 0 ? first : second, test().userId, request, undefined)),
      ),
      // The twin of the first request (same device id and request key), sent through the other process.
      answer(placeBets(second, test().userId, bodies[0]!, undefined)),
    ]);

    const placed = answers.flatMap((one) => ('placed' in one ? one.placed : []));
    expect(new Set(placed).size, JSON.stringify(answers)).toBe(1);
    const refusals = answers.filter((one): one is { refused: string } => 'refused' in one);
    expect(
      refusals.every((one) => one.refused === 'used'),
      JSON.stringify(refusals),
    ).toBe(true);
    // The twin answers as its first does: both placed the one bet, or both were refused.
    expect('placed' in answers[0]!).toBe('placed' in answers[12]!);

    const [stored] = await test()
      .deps.db.select({ count: sql<number>`count(*)` })
      .from(bets)
      .where(eq(sql`${bets.bonus}->>'id'`, String(freebet)));
    expect(Number(stored!.count)).toBe(1);
    expect(await storedBonus(test(), freebet)).toMatchObject({ timesUsed: 1, status: 'bonus_over' });
    expect(await eurBalance(test())).toBe(before);
  });

  it('two bets of one request on the same freebet: the request is refused whole, the freebet stays unused', async () => {
    const freebet = await issue(test(), 'welcome-all-win');
    const amount = (await storedBonus(test(), freebet))!.amount!;
    const [a, b] = await picksAt(test(), [2, 3]);
    const item = (selection: PlaceBetSelection) => ({
      stake: eur(amount),
      selections: [selection],
      bonus: { id: freebet, type: 'freebet' },
    });
    const result = await answer(
      placeBets(test().deps, test().userId, placeBody([item(a!), item(b!)]), undefined),
    );
    expect(result).toEqual({ refused: 'used' });
    expect(await storedBonus(test(), freebet)).toMatchObject({ timesUsed: 0, status: 'available' });
  });
});
