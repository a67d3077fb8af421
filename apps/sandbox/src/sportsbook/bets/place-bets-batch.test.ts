import { PlaceBetCode, PlaceBetsErrorDetails } from '@sportsbook/contract';
import type { PlaceBetsRequest } from '@sportsbook/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { bets, platformUsers, walletAccounts, walletOperations } from '../../db/schema';
import { expectErrorBody } from '../../testing/expect-contract';
import { bearerHeaders } from '../auth/test-bearer';
import { createMatch, eur, pick, placeBody, useBetsApp } from './bets-test-app';

const test = useBetsApp();

interface Player {
  userId: number;
  headers: { authorization: string };
}

let players = 0;

/** A new player with an open EUR account of `cents`. */
async function fundedPlayer(cents: number): Promise<Player> {
  players += 1;
  const { db } = test().deps;
  const [user] = await db
    .insert(platformUsers)
    .values({ email: `batch-${players}@sandbox.test`, passwordHash: 'x', language: 'en', currency: 'EUR' })
    .returning({ id: platformUsers.id });
  await db.insert(walletAccounts).values({ userId: user!.id, currency: 'EUR', balance: cents });
  return { userId: user!.id, headers: await bearerHeaders(db, user!.id) };
}

function placeAs(player: Player, body: PlaceBetsRequest) {
  return test().app.inject({ method: 'POST', url: '/api/v3/bets', headers: player.headers, payload: body });
}

async function balanceOf(userId: number, currency = 'EUR'): Promise<number> {
  const [row] = await test()
    .deps.db.select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, currency)));
  return row!.balance;
}

async function betsOf(userId: number) {
  return test().deps.db.select().from(bets).where(eq(bets.userId, userId));
}

function refusalOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(422);
  return PlaceBetsErrorDetails.parse(expectErrorBody(response.json()).details);
}

describe('placing bets in batches', () => {
  it('writes concurrent requests of different players together, each answered with its own bets', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const group = await Promise.all(Array.from({ length: 12 }, () => fundedPlayer(10_000)));
    const transaction = vi.spyOn(test().deps.db, 'transaction');
    const answers = await Promise.all(
      group.map((player, index) =>
        placeAs(player, placeBody([{ stake: eur(100 + index), selections: [selection] }])),
      ),
    );
    const transactions = transaction.mock.calls.length;
    transaction.mockRestore();
    expect(transactions).toBeLessThan(group.length);
    for (const [index, player] of group.entries()) {
      expect(answers[index]!.statusCode, answers[index]!.body).toBe(200);
      const [bet] = (answers[index]!.json() as { bets: { id: number; stake: { value: number } }[] }).bets;
      expect(bet!.stake.value).toBe(100 + index);
      const stored = await betsOf(player.userId);
      expect(stored.map((row) => row.id)).toEqual([bet!.id]);
      expect(await balanceOf(player.userId)).toBe(10_000 - 100 - index);
    }
  });

  it('refuses only the bad requests of a batch: short balance, changed odds and a reused key', async () => {
    const matchId = await createMatch(test().app);
    const seen = await pick(test().app, matchId, 1);
    const [good, broke, picky, reuser] = await Promise.all([
      fundedPlayer(5_000),
      fundedPlayer(50),
      fundedPlayer(5_000),
      fundedPlayer(5_000),
    ]);
    const any = { accept_odds_change: 'any' } as const;
    const reused = placeBody([{ stake: eur(100), selections: [seen] }], any);
    expect((await placeAs(reuser!, reused)).statusCode).toBe(200);
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${matchId}/odds`,
      payload: { market_id: 1, outcome_id: 1, odds: seen.odds + 0.25 },
    });
    const [ok, short, changed, conflict] = await Promise.all([
      placeAs(good!, placeBody([{ stake: eur(700), selections: [seen] }], any)),
      placeAs(broke!, placeBody([{ stake: eur(100), selections: [seen] }], any)),
      placeAs(picky!, placeBody([{ stake: eur(100), selections: [seen] }], { accept_odds_change: 'none' })),
      placeAs(reuser!, { ...reused, bets: [{ stake: eur(200), selections: [seen] }] }),
    ]);
    expect(ok!.statusCode, ok!.body).toBe(200);
    expect(await balanceOf(good!.userId)).toBe(4_300);
    expect(refusalOf(short!).code).toBe(PlaceBetCode.INSUFFICIENT_BALANCE);
    expect(await balanceOf(broke!.userId)).toBe(50);
    expect(refusalOf(changed!).code).toBe(PlaceBetCode.INVALID_ODDS);
    expect(await betsOf(picky!.userId)).toEqual([]);
    expect(conflict!.statusCode).toBe(409);
    expect(await balanceOf(reuser!.userId)).toBe(4_900);
  });

  it('lets a request refused for its balance be retried with the same key once the money is there', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 2);
    const player = await fundedPlayer(150);
    const body = placeBody([
      { stake: eur(100), selections: [selection] },
      { stake: eur(100), selections: [selection] },
    ]);
    const refused = refusalOf(await placeAs(player, body));
    expect(refused.errors_by_bet.map((entry) => entry.bet_index)).toEqual([1]);
    await test()
      .deps.db.update(walletAccounts)
      .set({ balance: 1_000 })
      .where(eq(walletAccounts.userId, player.userId));
    const retried = await placeAs(player, body);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await balanceOf(player.userId)).toBe(800);
  });

  it('writes one keyed wallet operation per bet with the balance after each stake, in request order', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 3);
    const player = await fundedPlayer(10_000);
    const response = await placeAs(
      player,
      placeBody([
        { stake: eur(300), selections: [selection] },
        { stake: eur(1_200), selections: [selection] },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const placed = (response.json() as { bets: { id: number }[] }).bets;
    const keys = placed.map((bet) => `bet:${bet.id}:stake`);
    const operations = await test()
      .deps.db.select()
      .from(walletOperations)
      .where(inArray(walletOperations.key, keys));
    const byKey = new Map(operations.map((operation) => [operation.key, operation]));
    expect(keys.map((key) => byKey.get(key)?.amount)).toEqual([-300, -1_200]);
    expect(keys.map((key) => byKey.get(key)?.balanceAfter)).toEqual([9_700, 8_500]);
    expect(await balanceOf(player.userId)).toBe(8_500);
  });

  it('answers a retry of a placed request with its bets even after the odds moved', async () => {
    const matchId = await createMatch(test().app);
    const seen = await pick(test().app, matchId, 1);
    const player = await fundedPlayer(5_000);
    const body = placeBody([{ stake: eur(100), selections: [seen] }], { accept_odds_change: 'none' });
    const first = await placeAs(player, body);
    expect(first.statusCode, first.body).toBe(200);
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${matchId}/odds`,
      payload: { market_id: 1, outcome_id: 1, odds: seen.odds + 0.4 },
    });
    const again = await placeAs(player, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await balanceOf(player.userId)).toBe(4_900);
  });

  it('places a request with stakes in two currencies, debiting each account once', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const player = await fundedPlayer(5_000);
    await test()
      .deps.db.insert(walletAccounts)
      .values({ userId: player.userId, currency: 'BTC', balance: 50_000_000 });
    const response = await placeAs(
      player,
      placeBody([
        { stake: eur(250), selections: [selection] },
        { stake: { value: 10_000_000, currency: 'BTC' }, selections: [selection] },
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await balanceOf(player.userId)).toBe(4_750);
    expect(await balanceOf(player.userId, 'BTC')).toBe(40_000_000);
  });

  it('places concurrent twins of many players once each, with balances exact to the cent', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 2);
    const group = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(2_000)));
    const requests = group.flatMap((player) => {
      const bodies = [1, 2, 3].map((n) => placeBody([{ stake: eur(100 * n), selections: [selection] }]));
      // Every request twice at once, with the same key.
      return bodies.flatMap((body) => [placeAs(player, body), placeAs(player, body)]);
    });
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    for (const player of group) {
      expect(await betsOf(player.userId)).toHaveLength(3);
      expect(await balanceOf(player.userId)).toBe(2_000 - 600);
    }
  });

  it('places every request of a batch one by one when the batch fails as a whole', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const group = await Promise.all(Array.from({ length: 4 }, () => fundedPlayer(3_000)));
    const transaction = vi
      .spyOn(test().deps.db, 'transaction')
      .mockRejectedValueOnce(new Error('connection reset'));
    const answers = await Promise.all(
      group.map((player) => placeAs(player, placeBody([{ stake: eur(500), selections: [selection] }]))),
    );
    transaction.mockRestore();
    for (const [index, player] of group.entries()) {
      expect(answers[index]!.statusCode, answers[index]!.body).toBe(200);
      expect(await betsOf(player.userId)).toHaveLength(1);
      expect(await balanceOf(player.userId)).toBe(2_500);
    }
  });
});
