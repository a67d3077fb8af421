import type { Bet, Market, PlaceBetItem, PlaceBetsRequest } from '@sportsbook/contract';
import { routes } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { walletAccounts } from '../../db/schema';
import type { SandboxDeps } from '../../deps';
import { RecordingPublisher } from '../../platform/testing/platform-test-app';
import { seedDemoPlayer } from '../../platform/seed/demo-player';
import { expectContractResponse } from '../../testing/expect-contract';
import { createTestDeps } from '../../testing/test-deps';
import { buildSportsbookApp } from '../app';
import { bearerHeaders } from '../auth/test-bearer';

/** What a bets test file works with: the sportsbook app with the control API, and a funded player. */
export interface BetsTestApp {
  app: FastifyInstance;
  deps: SandboxDeps;
  publisher: RecordingPublisher;
  userId: number;
  headers: { authorization: string };
}

/**
 * Builds the sportsbook app (control API on, recording publisher, the settler's timer stopped) on a fresh
 * database with the demo player (EUR 250.00), before a file's tests. Returns a getter, because it exists only once `beforeAll` has run.
 */
export function useBetsApp(): () => BetsTestApp {
  let built: BetsTestApp | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const publisher = new RecordingPublisher();
    const deps = await createTestDeps({ control: true, publisher });
    close = deps.database.close;
    const userId = await seedDemoPlayer(deps.db);
    const app = await buildSportsbookApp(deps);
    // Tests settle through the control API, so that counts are theirs alone; one test restarts the timer.
    await deps.services.settler.stop();
    built = { app, deps, publisher, userId, headers: await bearerHeaders(deps.db, userId) };
  });
  afterAll(async () => {
    await built?.app.close();
    await close();
  });
  return () => {
    if (!built) throw new Error('The bets app is built in beforeAll');
    return built;
  };
}

/** Creates a football match only the control API moves, an hour after the test clock; answers its id. */
export async function createMatch(app: FastifyInstance): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/__sandbox/matches',
    payload: { sport_key: 'football', autoplay: false },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { match: { id: number } }).match.id;
}

/** The 1X2 line (market 1) of a match as the API offers it now. */
export async function mainMarket(app: FastifyInstance, matchId: number): Promise<Market> {
  const response = await app.inject({ method: 'GET', url: `/api/v2/matches/${matchId}/markets?market_id=1` });
  const markets = expectContractResponse(routes.sportsbook.getMatchMarkets, response.json()).data;
  return markets.find((market) => market.id === 1)!;
}

/** A place-bet selection of outcome `outcomeId` of the match's 1X2 line, at the odds offered now (or given). */
export async function pick(app: FastifyInstance, matchId: number, outcomeId: number, odds?: number) {
  const market = await mainMarket(app, matchId);
  return {
    match_id: matchId,
    market_id: 1,
    specifier: market.specifier,
    outcome_id: outcomeId,
    odds: odds ?? market.outcomes.find((outcome) => outcome.id === outcomeId)!.odds,
  };
}

let requests = 0;

/** A place-bets body with a fresh request key. */
export function placeBody(
  bets: PlaceBetItem[],
  meta: Partial<PlaceBetsRequest['meta']> = {},
): PlaceBetsRequest {
  requests += 1;
  return {
    meta: {
      device_id: 'device-test-1',
      quick: false,
      type: 'single',
      request_key: `request-${requests}-key`,
      ...meta,
    },
    bets,
  };
}

/** Places bets as the test player; answers the raw response. */
export function place(test: BetsTestApp, body: PlaceBetsRequest) {
  return test.app.inject({ method: 'POST', url: '/api/v3/bets', headers: test.headers, payload: body });
}

/** Places bets that must be accepted; answers them. */
export async function placeOk(test: BetsTestApp, body: PlaceBetsRequest): Promise<Bet[]> {
  const response = await place(test, body);
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.bets.placeBets, response.json()).bets;
}

/** The test player's EUR balance in the database, in cents. */
export async function eurBalance(test: BetsTestApp): Promise<number> {
  const [row] = await test.deps.db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, test.userId), eq(walletAccounts.currency, 'EUR')));
  return row!.balance;
}

/** A EUR stake in cents. */
export function eur(value: number) {
  return { value, currency: 'EUR' };
}
