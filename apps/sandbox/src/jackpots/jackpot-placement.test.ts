import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets, jackpotHits, jackpotLevels, walletAccounts, walletOperations } from '../db/schema';
import { createMatch, eur, pick, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { recordHit } from './jackpot-payout';
import { contributedTo, eurJackpot, fundedPlayer, hitCredits, poolOf, setPool } from './jackpot-test-helpers';

const test = useBetsApp();

async function balanceEqualsOperations(userId: number) {
  const { db } = test().deps;
  const [account] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, userId), eq(walletAccounts.currency, 'EUR')));
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${walletOperations.amount}), 0)` })
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), eq(walletOperations.currency, 'EUR')));
  return { balance: account!.balance, operations: Number(sum!.total) };
}

/** Places a single on a new match as the player; answers the bet. */
async function placeSingle(headers: Record<string, string>, cents: number): Promise<{ id: number }> {
  const selection = await pick(test().app, await createMatch(test().app), 1);
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/v3/bets',
    headers,
    payload: placeBody([{ stake: eur(cents), selections: [selection] }]),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { bets: { id: number }[] }).bets[0]!;
}

describe('jackpot funding at placement', () => {
  it('moves each level by its share of the stake to the minor unit and marks the bet used_in_jackpot', async () => {
    test().deps.services.jackpots.useDraw(() => false);
    const { id } = await eurJackpot(test());
    const before = await eurJackpot(test());
    const miniBefore = await contributedTo(test(), id, 'mini');
    const selection = await pick(test().app, await createMatch(test().app), 1);
    // 12.34 EUR: mini 0.5 % = 6.17 → 6, major 0.3 % = 3.702 → 3, grand 0.2 % = 2.468 → 2 cents
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_234), selections: [selection] }]));
    expect(bet!.used_in_jackpot).toBe(true);
    const after = await eurJackpot(test());
    expect(after.levels.map((level, index) => level.pool_amount - before.levels[index]!.pool_amount)).toEqual(
      [6, 3, 2],
    );
    const [stored] = await test().deps.db.select().from(bets).where(eq(bets.id, bet!.id));
    expect(stored!.usedInJackpot).toBe(true);
    expect((await contributedTo(test(), id, 'mini')) - miniBefore).toBe(6);
  });

  it('stops a level at its ceiling', async () => {
    test().deps.services.jackpots.useDraw(() => false);
    const { id } = await eurJackpot(test());
    await setPool(test(), id, 'mini', 49_999);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    // 100.00 EUR × 0.5 % = 50 cents, but only 1 fits under the 500.00 ceiling
    await placeOk(test(), placeBody([{ stake: eur(10_000), selections: [selection] }]));
    expect(await poolOf(test(), 'mini')).toBe(50_000);
    await placeOk(test(), placeBody([{ stake: eur(10_000), selections: [selection] }]));
    expect(await poolOf(test(), 'mini')).toBe(50_000);
    await setPool(test(), id, 'mini', 5_000);
  });

  it('a hit drawn at placement is paid once after the commit, and the level restarts at its seed', async () => {
    const { id } = await eurJackpot(test());
    await setPool(test(), id, 'mini', 7_000);
    test().deps.services.jackpots.useDraw((level) => level.hitOneIn === 500);
    const player = await fundedPlayer(test(), 100_000);
    await placeSingle(player.headers, 2_000);
    test().deps.services.jackpots.useDraw(() => false);
    // 7 000 + 2 000 × 0.5 % = 7 010 won; 100 000 − 2 000 + 7 010 = 105 010
    const credits = await hitCredits(test(), player.userId);
    expect(credits.map((op) => op.amount)).toEqual([7_010]);
    const { balance, operations } = await balanceEqualsOperations(player.userId);
    expect(balance).toBe(105_010);
    // The account was opened with 1 000.00 directly; every move since is an operation
    expect(operations).toBe(balance - 100_000);
    expect(await poolOf(test(), 'mini')).toBe(5_000);
    const [hit] = await test()
      .deps.db.select()
      .from(jackpotHits)
      .where(eq(jackpotHits.userId, player.userId));
    expect(hit).toMatchObject({ status: 'paid', amount: 7_010 });
  });

  it('a hit left approved when the sandbox stopped before paying it is paid at the next start, once', async () => {
    test().deps.services.jackpots.useDraw(() => false);
    const { id } = await eurJackpot(test());
    await setPool(test(), id, 'mini', 6_000);
    const player = await fundedPlayer(test(), 100_000);
    const bet = await placeSingle(player.headers, 1_000);
    // The hit is written as placement writes it, and the process "stops" before the payment.
    const [mini] = await test()
      .deps.db.select({ id: jackpotLevels.id })
      .from(jackpotLevels)
      .where(and(eq(jackpotLevels.jackpotId, id), eq(jackpotLevels.code, 'mini')));
    await test().deps.db.transaction((tx) =>
      recordHit(tx, mini!.id, { id: bet.id, userId: player.userId, currency: 'EUR' }),
    );
    expect(await hitCredits(test(), player.userId)).toEqual([]);
    await test().deps.services.jackpots.payApproved();
    await test().deps.services.jackpots.payApproved();
    // 6 000 + 1 000 × 0.5 % = 6 005, credited once
    expect((await hitCredits(test(), player.userId)).map((op) => op.amount)).toEqual([6_005]);
    const { balance, operations } = await balanceEqualsOperations(player.userId);
    expect(operations).toBe(balance - 100_000);
  });

  it('concurrent placements that all hit: one winner per pool, every cent accounted for, each win credited once', async () => {
    const { id } = await eurJackpot(test());
    await setPool(test(), id, 'mini', 5_000);
    const startPool = await poolOf(test(), 'mini');
    const contributedBefore = await contributedTo(test(), id, 'mini');
    const group = await Promise.all(Array.from({ length: 10 }, () => fundedPlayer(test(), 50_000)));
    const selection = await pick(test().app, await createMatch(test().app), 1);
    test().deps.services.jackpots.useDraw((level) => level.hitOneIn === 500);
    const answers = await Promise.all(
      group.map((player, index) =>
        test().app.inject({
          method: 'POST',
          url: '/api/v3/bets',
          headers: player.headers,
          payload: placeBody([{ stake: eur(1_000 + index), selections: [selection] }]),
        }),
      ),
    );
    test().deps.services.jackpots.useDraw(() => false);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const userIds = group.map((player) => player.userId);
    const hits = await test().deps.db.select().from(jackpotHits).where(inArray(jackpotHits.userId, userIds));
    // Every bet drew a hit of the Mini level; each version of its pool has exactly one winner
    expect(hits).toHaveLength(10);
    expect(new Set(hits.map((hit) => hit.levelVersion)).size).toBe(10);
    expect(hits.every((hit) => hit.status === 'paid')).toBe(true);
    // Conservation: final pool + won = start + a seed per restart + what the bets paid in
    const won = hits.reduce((sum, hit) => sum + hit.amount, 0);
    const contributed = (await contributedTo(test(), id, 'mini')) - contributedBefore;
    expect((await poolOf(test(), 'mini')) + won).toBe(startPool + 10 * 5_000 + contributed);
    for (const player of group) {
      const credits = await hitCredits(test(), player.userId);
      expect(credits).toHaveLength(1);
      const { balance, operations } = await balanceEqualsOperations(player.userId);
      expect(balance - 50_000).toBe(operations);
    }
  });
});
