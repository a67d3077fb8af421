import { privateUserChannel } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletOperations } from '../db/schema';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { eurBalance, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { activate, betAt, listOf } from './loyalty-test-helpers';

const test = useBetsApp();
const SEEDED_BALANCE = 25_000;
let finishedId = 0;

const finish = (payload: Record<string, unknown> = {}) =>
  test().app.inject({ method: 'POST', url: '/__sandbox/loyalty/tournaments/finish', payload });

/** A rival who joined the tournament and farmed `stake` (their bets are not what this test is about). */
async function rival(tournamentId: number, userId: number, stake: number): Promise<void> {
  const headers = await bearerHeaders(test().deps.db, userId);
  const joined = await test().app.inject({
    method: 'POST',
    url: `/api/v2/bonuses/${tournamentId}/activate`,
    headers,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  await test().deps.services.loyalty.store.farm(tournamentId, userId, {
    betId: userId,
    keys: [`bet:rival-${userId}`],
    points: 0,
    stake,
    scores: true,
    now: new Date(),
  });
}

const prizeFreebets = (userId: number) =>
  test()
    .deps.services.bonuses.store.list(userId, 'freebet')
    .then((rows) => rows.filter((row) => row.campaign === 'tournament-prize'));

describe('tournament payout (decision 0020: the pool paid to the ranked players at the end, once)', () => {
  it('pays 50 % to the leader and splits places 2 and 3 between two tied players, as freebets, once', async () => {
    const tournament = (await listOf(test(), 'tournaments'))[0]!;
    finishedId = tournament.id;
    await activate(test(), tournament.id);
    // The demo player's real bet: 30.00 EUR farmed, the pool grows by 1 % of it to 100,030.
    await betAt(test(), 2, 3_000);
    await rival(tournament.id, 9_401, 2_000);
    await rival(tournament.id, 9_402, 2_000);
    await rival(tournament.id, 9_403, 500);

    const ended = await finish({ tournament_id: tournament.id });
    expect(ended.statusCode, ended.body).toBe(200);
    // 100,030 × 50 % = 50,015; (30 + 20) % shared by two: ⌊100,030 × 50 / 200⌋ = 25,007; fourth place nothing
    expect(ended.json()).toEqual({
      tournament_id: tournament.id,
      prizes: [
        { user_id: test().userId, position: 1, amount: 50_015 },
        { user_id: 9_401, position: 2, amount: 25_007 },
        { user_id: 9_402, position: 2, amount: 25_007 },
      ],
    });
    const [mine] = await prizeFreebets(test().userId);
    expect(mine).toMatchObject({ amount: 50_015, currency: 'EUR', status: 'available', seen: false });
    expect((await prizeFreebets(9_402))[0]).toMatchObject({ amount: 25_007, currency: 'EUR' });
    expect(await prizeFreebets(9_403)).toEqual([]);
    const told = test().publisher.published.filter(
      (entry) =>
        entry.channel === privateUserChannel('en', test().userId) &&
        (entry.data as { message: { bonus_id?: number } }).message.bonus_id === mine!.id,
    );
    expect(told).toHaveLength(1);

    // Ending it again answers the same prizes and issues nothing more.
    expect((await finish({ tournament_id: tournament.id })).json()).toEqual(ended.json());
    expect(await prizeFreebets(test().userId)).toHaveLength(1);
    expect(await prizeFreebets(9_401)).toHaveLength(1);

    // No money moved for the prizes: the balance is the seed and the sum of the operations (the stake alone).
    const operations = await test()
      .deps.db.select({ amount: walletOperations.amount })
      .from(walletOperations)
      .where(eq(walletOperations.userId, test().userId));
    const moved = operations.reduce((sum, operation) => sum + operation.amount, 0);
    expect(await eurBalance(test())).toBe(SEEDED_BALANCE + moved);
    expect(moved).toBe(-3_000);
  });

  it('a new edition starts at once: a fresh pool and leaderboard, the finished one still readable', async () => {
    const [running] = await listOf(test(), 'tournaments');
    expect(running!.id).not.toBe(finishedId);
    expect(running).toMatchObject({ promotion_status: 'active', status: 'available', pool_amount: 100_000 });
    const board = await test().app.inject({
      method: 'GET',
      url: `/api/v2/bonuses/tournaments/${finishedId}/rating`,
      headers: test().headers,
    });
    expect(board.json().data[0]).toMatchObject({ position: 1, current_user: true, farmed_amount: 3_000 });
    expect((await finish({ tournament_id: 1 })).statusCode).toBe(404);
  });

  it('a tournament whose end has passed is paid by the next request that looks at the running ones', async () => {
    const { store } = test().deps.services.loyalty;
    const day = 86_400_000;
    const past = await store.ensureProgramme({
      kind: 'tournament',
      key: 'weekly-race:test-ended',
      terms: { ...test().deps.services.loyalty.config.tournament },
      status: 'active',
      startsAt: new Date(Date.now() - 8 * day),
      endsAt: new Date(Date.now() - day),
      poolAmount: 40_000,
      initialPool: 40_000,
      currency: 'EUR',
    });
    await store.join(past.id, 9_404, 'EUR', new Date(Date.now() - 2 * day));
    await store.farm(past.id, 9_404, {
      betId: 1,
      keys: ['bet:ended-1'],
      points: 0,
      stake: 1_000,
      scores: true,
      now: new Date(),
    });
    await bearerHeaders(test().deps.db, 9_404);
    await listOf(test(), 'tournaments');
    // Alone in the tournament: first place, 50 % of 40,000.
    expect((await prizeFreebets(9_404)).map((row) => row.amount)).toEqual([20_000]);
    expect((await store.programme(past.id))!.status).toBe('finished');
  });
});
