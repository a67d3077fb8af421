import { defaultJurisdictionPolicies, PlaceBetCode, PlaceBetsErrorDetails } from '@sportsbook/contract';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets } from '../db/schema';
import { ApiError } from '../http/api-error';
import { placeBets } from '../sportsbook/bets/place-bets';
import { PlacementQueue } from '../sportsbook/bets/placement-queue';
import {
  createMatch,
  eur,
  eurBalance,
  pick,
  place,
  placeBody,
  useBetsApp,
} from '../sportsbook/bets/bets-test-app';
import { expectErrorBody } from '../testing/expect-contract';
import { setLimit } from './limits-service';
import { advancePlayerClock } from './player-clock';

// NOTE: PGlite in memory by default; `npm run test:db` runs this file on the PostgreSQL of DATABASE_URL, where
// the second placement queue below writes through its own pooled connections, as a second sandbox process would.
const test = useBetsApp();
const policy = { ...defaultJurisdictionPolicies.mga!, increase_cooling_off_hours: 0 };
const STAKE = 300;
const ATTEMPTS = 12;

async function limit(type: 'loss' | 'wager', value: number | null) {
  await setLimit(test().deps.db, test().userId, { type, period: 'day', value }, policy, new Date());
}

/** Minor units the player staked on bets placed in the last day (what a daily limit counts). */
async function stakedToday(): Promise<number> {
  const [row] = await test()
    .deps.db.select({ total: sql<string>`coalesce(sum(${bets.stake}), 0)` })
    .from(bets)
    .where(and(eq(bets.userId, test().userId), sql`${bets.createdAt} > now() - interval '1 day'`));
  return Number(row!.total);
}

/** Fires ATTEMPTS placements of STAKE at once, half over HTTP and half through a second placement queue. */
async function fireAtOnce(): Promise<{ placed: number; refusedCodes: number[] }> {
  const { app, deps, userId } = test();
  const selection = await pick(app, await createMatch(app), 1);
  const secondProcess = {
    ...deps,
    services: { ...deps.services, placement: new PlacementQueue(deps, deps.services.jackpots) },
  };
  const outcomes = await Promise.all(
    Array.from({ length: ATTEMPTS }, async (_, index) => {
      const body = placeBody([{ stake: eur(STAKE), selections: [selection] }]);
      if (index % 2 === 0) {
        const response = await place(test(), body);
        if (response.statusCode === 200) return null;
        expect(response.statusCode, response.body).toBe(422);
        return PlaceBetsErrorDetails.parse(expectErrorBody(response.json()).details).code;
      }
      try {
        await placeBets(secondProcess, userId, body, 'en');
        return null;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 422) throw error;
        return PlaceBetsErrorDetails.parse(error.details).code;
      }
    }),
  );
  const refusedCodes = outcomes.filter((code): code is number => code !== null);
  return { placed: ATTEMPTS - refusedCodes.length, refusedCodes };
}

describe('stake limits hold under concurrent placements', () => {
  it('places at most a wager limit of stakes when twelve bets race for it, refusing the rest with LIMIT_REACHED', async () => {
    await limit('wager', 1_000);
    const before = await eurBalance(test());
    const { placed, refusedCodes } = await fireAtOnce();
    // 10.00 leaves room for three stakes of 3.00, and for no fourth.
    expect(placed).toBe(3);
    expect(new Set(refusedCodes)).toEqual(new Set([PlaceBetCode.LIMIT_REACHED]));
    expect(await stakedToday()).toBe(3 * STAKE);
    expect(await eurBalance(test())).toBe(before - 3 * STAKE);
  });

  it('places at most a loss limit of open stakes when twelve bets race for it', async () => {
    await limit('wager', null);
    // A new day for the player: yesterday's bets leave the daily window.
    await advancePlayerClock(test().deps.db, test().userId, 24 * 60 + 1);
    await limit('loss', 700);
    const before = await eurBalance(test());
    const { placed, refusedCodes } = await fireAtOnce();
    // Open stakes count as lost: 7.00 leaves room for two stakes of 3.00.
    expect(placed).toBe(2);
    expect(refusedCodes).toHaveLength(ATTEMPTS - 2);
    expect(await stakedToday()).toBe(2 * STAKE);
    expect(await eurBalance(test())).toBe(before - 2 * STAKE);
  });
});
