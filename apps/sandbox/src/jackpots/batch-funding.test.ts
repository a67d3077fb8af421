import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bets, jackpotHits, jackpotLevels } from '../db/schema';
import { createMatch, eur, pick, placeBody, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { foldFunding } from './batch-funding';
import type { FundingLevel } from './funding-plan';
import { contributedTo, eurJackpot, fundedPlayer, hitCredits, poolOf, setPool } from './jackpot-test-helpers';

const level: FundingLevel = {
  id: 1,
  jackpotId: 1,
  currency: 'EUR',
  minStake: 100,
  seed: 1_000,
  ceiling: 1_000_000,
  pool: 5_000,
  shareBp: 50,
  hitOneIn: 10,
  version: 3,
};

describe('foldFunding (the plan a batch statement writes)', () => {
  it('is null when no bet of the batch takes part in a jackpot', () => {
    const bets = [{ userId: 1, requestIndex: 0, stake: 99, currency: 'EUR' }];
    expect(foldFunding([level], bets, () => false)).toBeNull();
    expect(foldFunding([level], [{ ...bets[0]!, stake: 500, currency: 'USD' }], () => false)).toBeNull();
  });

  it('names the qualifying bets by player and request index, and moves the levels in the order bets are stored', () => {
    const batch = [
      { userId: 9, requestIndex: 0, stake: 10_000, currency: 'EUR' },
      { userId: 2, requestIndex: 1, stake: 50, currency: 'EUR' },
      { userId: 2, requestIndex: 0, stake: 20_000, currency: 'EUR' },
    ];
    const drawn: number[] = [];
    const folded = foldFunding([level], batch, (_, betId) => {
      drawn.push(betId);
      return betId === 3;
    })!;
    expect(folded.qualifies({ userId: 9, requestIndex: 0 })).toBe(true);
    expect(folded.qualifies({ userId: 2, requestIndex: 1 })).toBe(false);
    // Stored order: player 2's bets 0 and 1 (the second under the minimum, not drawn), then player 9's, whose draw
    // hits and resets the level to its seed.
    expect(drawn).toEqual([1, 3]);
    expect(folded.after()).toEqual([{ ...level, pool: 1_000, version: 4 }]);
    expect(folded.levels).toBe(1);
  });
});

const test = useBetsApp();

/** Places a single of `cents` for each player at once (one batch); answers the bet ids. */
async function placeTogether(headers: Record<string, string>[], cents: number): Promise<number[]> {
  const selection = await pick(test().app, await createMatch(test().app), 1);
  const responses = await Promise.all(
    headers.map((player) =>
      test().app.inject({
        method: 'POST',
        url: '/api/v3/bets',
        headers: player,
        payload: placeBody([{ stake: eur(cents), selections: [selection] }]),
      }),
    ),
  );
  return responses.map((response) => {
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { bets: { id: number }[] }).bets[0]!.id;
  });
}

describe('jackpot funding folded into the batch statement', () => {
  it('funds a batch in its own statement once the levels are known: pools, contributions, used_in_jackpot', async () => {
    const { jackpots } = test().deps.services;
    jackpots.useDraw(() => false);
    const [a, b] = [await fundedPlayer(test(), 100_000), await fundedPlayer(test(), 100_000)];
    await placeTogether([a.headers], 1_000); // the levels are read once
    const exact = vi.spyOn(jackpots, 'funding');
    const { id } = await eurJackpot(test());
    const [miniBefore, contributedBefore] = [
      await poolOf(test(), 'mini'),
      await contributedTo(test(), id, 'mini'),
    ];
    const ids = await placeTogether([a.headers, b.headers], 1_234); // 0.5 % of 12.34 EUR = 6 cents each
    expect(exact).not.toHaveBeenCalled();
    expect((await poolOf(test(), 'mini')) - miniBefore).toBe(12);
    expect((await contributedTo(test(), id, 'mini')) - contributedBefore).toBe(12);
    const stored = await test().deps.db.select().from(bets).where(eq(bets.userId, b.userId));
    expect(stored.filter((bet) => ids.includes(bet.id)).every((bet) => bet.usedInJackpot)).toBe(true);
    exact.mockRestore();
  });

  it('funds from the real pool when a level moved since the service last saw it (the exact way), and plans the next batch from what that way read', async () => {
    const { jackpots } = test().deps.services;
    jackpots.useDraw(() => false);
    const player = await fundedPlayer(test(), 100_000);
    await placeTogether([player.headers], 1_000);
    const { id } = await eurJackpot(test());
    await setPool(test(), id, 'mini', 7_777);
    const exact = vi.spyOn(jackpots, 'funding');
    await placeTogether([player.headers], 1_234);
    expect(exact).toHaveBeenCalledTimes(1);
    expect(await poolOf(test(), 'mini')).toBe(7_783);
    exact.mockRestore();

    const [mini] = await test()
      .deps.db.select({ id: jackpotLevels.id })
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, id), eq(jackpotLevels.code, 'mini')));
    const read = vi.spyOn(test().deps.db, 'select');
    const bet = { userId: player.userId, requestIndex: 0, stake: 1_000, currency: 'EUR' };
    const folded = await jackpots.foldInto(test().deps.db, [bet]);
    expect(read).not.toHaveBeenCalled();
    read.mockRestore();
    // 0.5 % of 10.00 EUR on top of the pool the exact way left
    expect(folded!.after().find((level) => level.id === mini!.id)!.pool).toBe(7_788);
  });

  it('places a retry of a placed request as a duplicate without writing it again, the batch still folded', async () => {
    const { jackpots } = test().deps.services;
    jackpots.useDraw(() => false);
    const [a, b] = [await fundedPlayer(test(), 100_000), await fundedPlayer(test(), 100_000)];
    await placeTogether([a.headers], 1_000);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const body = placeBody([{ stake: eur(1_234), selections: [selection] }]);
    const send = (headers: Record<string, string>, payload: unknown) =>
      test().app.inject({ method: 'POST', url: '/api/v3/bets', headers, payload: payload as object });
    const first = await send(a.headers, body);
    expect(first.statusCode, first.body).toBe(200);
    const exact = vi.spyOn(jackpots, 'funding');
    const before = await poolOf(test(), 'mini');
    const [retry, other] = await Promise.all([
      send(a.headers, body),
      send(b.headers, placeBody([{ stake: eur(1_234), selections: [selection] }])),
    ]);
    expect(exact).not.toHaveBeenCalled();
    exact.mockRestore();
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(other.statusCode, other.body).toBe(200);
    expect((await poolOf(test(), 'mini')) - before).toBe(6); // b's bet alone
    expect(await test().deps.db.select().from(bets).where(eq(bets.userId, a.userId))).toHaveLength(2);
  });

  it('writes a hit drawn in a folded plan against the bet that drew it and pays it once', async () => {
    const { jackpots } = test().deps.services;
    const player = await fundedPlayer(test(), 100_000);
    jackpots.useDraw(() => false);
    await placeTogether([player.headers], 1_000);
    const pool = (await poolOf(test(), 'mini')) + 6;
    jackpots.useDraw((drawn) => drawn.hitOneIn === 500);
    const [betId] = await placeTogether([player.headers], 1_234);
    jackpots.useDraw(() => false);
    const hits = await test()
      .deps.db.select()
      .from(jackpotHits)
      .where(and(eq(jackpotHits.betId, betId!), eq(jackpotHits.userId, player.userId)));
    expect(hits.map((hit) => ({ amount: hit.amount, status: hit.status }))).toEqual([
      { amount: pool, status: 'paid' },
    ]);
    expect((await hitCredits(test(), player.userId)).map((op) => op.amount)).toEqual([pool]);
    expect(await poolOf(test(), 'mini')).toBe(5_000);
  });
});
