import { routes } from '@sportsbook/contract';
import type { Jackpot, JackpotHit } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  jackpotContributions,
  jackpotLevels,
  platformUsers,
  walletAccounts,
  walletOperations,
} from '../db/schema';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import type { BetsTestApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';

/** The seeded EUR jackpot as `GET /jackpots` shows it now. */
export async function eurJackpot(test: BetsTestApp): Promise<Jackpot> {
  const response = await test.app.inject({ method: 'GET', url: '/api/v2/jackpots' });
  expect(response.statusCode, response.body).toBe(200);
  const { data } = expectContractResponse(routes.sportsbook.getJackpots, response.json());
  return data.find((jackpot) => jackpot.currency === 'EUR')!;
}

/** The pool of a level of the EUR jackpot, by code. */
export async function poolOf(test: BetsTestApp, code: string): Promise<number> {
  return (await eurJackpot(test)).levels.find((level) => level.code === code)!.pool_amount;
}

/** Sets a level's pool directly (a test's starting point). */
export async function setPool(
  test: BetsTestApp,
  jackpotId: number,
  code: string,
  pool: number,
): Promise<void> {
  await test.deps.db
    .update(jackpotLevels)
    .set({ pool })
    .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, code)));
}

/** What all bets paid into a level so far. */
export async function contributedTo(test: BetsTestApp, jackpotId: number, code: string): Promise<number> {
  const [row] = await test.deps.db
    .select({ total: sql<string>`coalesce(sum(${jackpotContributions.amount}), 0)` })
    .from(jackpotContributions)
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotContributions.levelId))
    .where(and(eq(jackpotLevels.jackpotId, jackpotId), eq(jackpotLevels.code, code)));
  return Number(row!.total);
}

/** Forces a hit of a bet through the control API; answers the raw response. */
export function forceHit(test: BetsTestApp, betId: number, level?: string) {
  return test.app.inject({
    method: 'POST',
    url: '/__sandbox/jackpots/hits',
    payload: { bet_id: betId, ...(level ? { level } : {}) },
  });
}

/** The test player's hits through `GET /jackpot-hits` with this query. */
export async function myHits(test: BetsTestApp, query = 'for_user=true'): Promise<JackpotHit[]> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/v2/jackpot-hits?${query}`,
    headers: test.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getJackpotHits, response.json()).data;
}

/** The wallet credits of hits (reason jackpot_win) of a player. */
export function hitCredits(test: BetsTestApp, userId: number) {
  return test.deps.db
    .select()
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), eq(walletOperations.reason, 'jackpot_win')));
}

let players = 0;

/** A new player with an open EUR account of `cents`, and the headers that sign them in. */
export async function fundedPlayer(test: BetsTestApp, cents: number) {
  players += 1;
  const { db } = test.deps;
  const [user] = await db
    .insert(platformUsers)
    .values({ email: `jackpot-${players}@sandbox.test`, passwordHash: 'x', language: 'en', currency: 'EUR' })
    .returning({ id: platformUsers.id });
  await db.insert(walletAccounts).values({ userId: user!.id, currency: 'EUR', balance: cents });
  return { userId: user!.id, headers: await bearerHeaders(db, user!.id) };
}
