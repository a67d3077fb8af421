import type { Market } from '@sportsbook/contract';
import { PlaceBetCode, PlaceBetsErrorDetails, privateUserChannel } from '@sportsbook/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bets } from '../../db/schema';
import { expectErrorBody } from '../../testing/expect-contract';
import { createMatch, eur, eurBalance, pick, place, placeBody, placeOk, useBetsApp } from './bets-test-app';
import type { BetsTestApp } from './bets-test-app';

const test = useBetsApp();

async function refusedWith(testApp: BetsTestApp, body: Parameters<typeof place>[1]) {
  const response = await place(testApp, body);
  expect(response.statusCode, response.body).toBe(422);
  const error = expectErrorBody(response.json());
  expect(error.code).toBe('place_bets_failed');
  return PlaceBetsErrorDetails.parse(error.details);
}

async function setOdds(matchId: number, outcomeId: number, odds: number) {
  const response = await test().app.inject({
    method: 'PUT',
    url: `/__sandbox/matches/${matchId}/odds`,
    payload: { market_id: 1, outcome_id: outcomeId, odds },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function betCount(): Promise<number> {
  const [row] = await test().deps.db.select({ n: count() }).from(bets).where(eq(bets.userId, test().userId));
  return row!.n;
}

describe('placing bets', () => {
  it('places a single, debits exactly its stake and announces the bet and the balance', async () => {
    const matchId = await createMatch(test().app);
    const before = await eurBalance(test());
    const selection = await pick(test().app, matchId, 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_234), selections: [selection] }]));
    expect(bet).toMatchObject({
      type: 'single',
      status: 'waiting_results',
      result: 'no_results',
      odds: selection.odds,
    });
    expect(bet!.stake).toEqual({ value: 1_234, currency: 'EUR', subunits: 2 });
    expect(await eurBalance(test())).toBe(before - 1_234);
    const events = test()
      .publisher.published.filter((event) => event.channel === privateUserChannel('en', test().userId))
      .map((event) => (event.data as { event_name: string }).event_name);
    expect(events).toContain('bet_changed');
    expect(events).toContain('balance_changed');
  });

  it('tells the other sandbox modules of the placed bet through the betChanged domain event', async () => {
    const heard: { userId: number; betId: number }[] = [];
    const off = test().deps.events.on('betChanged', ({ userId, bet }) => {
      heard.push({ userId, betId: bet.id });
    });
    try {
      const matchId = await createMatch(test().app);
      const selection = await pick(test().app, matchId, 1);
      const [bet] = await placeOk(test(), placeBody([{ stake: eur(100), selections: [selection] }]));
      expect(heard).toEqual([{ userId: test().userId, betId: bet!.id }]);
    } finally {
      off();
    }
  });

  it('places a combo and a 2/3 system in one request, debiting the sum of the stakes', async () => {
    const ids = [await createMatch(test().app), await createMatch(test().app), await createMatch(test().app)];
    const selections = await Promise.all(ids.map((id) => pick(test().app, id, 1)));
    const before = await eurBalance(test());
    const placed = await placeOk(
      test(),
      placeBody([
        { stake: eur(500), selections: selections.slice(0, 2) },
        { stake: eur(900), selections, system_id: '2/3' },
      ]),
    );
    expect(placed.map((bet) => bet.type)).toEqual(['combo', 'system']);
    expect(placed[1]!.system).toEqual({ id: '2/3', win_count: 2, total_count: 3 });
    expect(await eurBalance(test())).toBe(before - 1_400);
  });

  it('refuses changed odds with 101 in mode none and keeps the money', async () => {
    const matchId = await createMatch(test().app);
    const seen = await pick(test().app, matchId, 1);
    await setOdds(matchId, 1, seen.odds + 0.5);
    const before = await eurBalance(test());
    const details = await refusedWith(
      test(),
      placeBody([{ stake: eur(100), selections: [seen] }], { accept_odds_change: 'none' }),
    );
    expect(details.code).toBe(PlaceBetCode.INVALID_ODDS);
    expect(details.errors_by_bet).toEqual([expect.objectContaining({ bet_index: 0, code: 101 })]);
    expect(details.details).toMatchObject({ bets: [{ current_odds: seen.odds + 0.5, odds: seen.odds }] });
    expect(await eurBalance(test())).toBe(before);
  });

  it('accepts higher odds in mode higher, at the book odds, and refuses lower ones', async () => {
    const matchId = await createMatch(test().app);
    const seen = await pick(test().app, matchId, 3);
    await setOdds(matchId, 3, seen.odds + 1);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(100), selections: [seen] }], { accept_odds_change: 'higher' }),
    );
    expect(bet!.odds).toBe(seen.odds + 1);
    await setOdds(matchId, 3, seen.odds - 0.2);
    const details = await refusedWith(
      test(),
      placeBody([{ stake: eur(100), selections: [seen] }], { accept_odds_change: 'higher' }),
    );
    expect(details.code).toBe(PlaceBetCode.INVALID_ODDS);
  });

  it('accepts any change in mode any, placing at the current odds', async () => {
    const matchId = await createMatch(test().app);
    const seen = await pick(test().app, matchId, 2);
    await setOdds(matchId, 2, 1.5);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(100), selections: [seen] }], { accept_odds_change: 'any' }),
    );
    expect(bet!.odds).toBe(1.5);
  });

  it('refuses a suspended market with 102 and a finished match with 103', async () => {
    const suspended = await createMatch(test().app);
    const selection = await pick(test().app, suspended, 1);
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${suspended}/markets/suspension`,
      payload: { market_id: 1, suspended: true },
    });
    expect((await refusedWith(test(), placeBody([{ stake: eur(100), selections: [selection] }]))).code).toBe(
      PlaceBetCode.MARKET_SUSPENDED,
    );
    const finished = await createMatch(test().app);
    const late = await pick(test().app, finished, 1);
    await test().app.inject({
      method: 'POST',
      url: `/__sandbox/matches/${finished}/settle`,
      payload: { home: 1, away: 0 },
    });
    expect((await refusedWith(test(), placeBody([{ stake: eur(100), selections: [late] }]))).code).toBe(
      PlaceBetCode.MATCH_NOT_BETTABLE,
    );
  });

  it('refuses stakes below the minimum (104), above the maximum (105) and above the balance (106)', async () => {
    const matchId = await createMatch(test().app);
    const selection = await pick(test().app, matchId, 1);
    const low = await refusedWith(test(), placeBody([{ stake: eur(9), selections: [selection] }]));
    expect(low.code).toBe(PlaceBetCode.STAKE_TOO_LOW);
    const high = await refusedWith(test(), placeBody([{ stake: eur(1_000_001), selections: [selection] }]));
    expect(high.code).toBe(PlaceBetCode.STAKE_TOO_HIGH);
    expect(high.details).toMatchObject({ bets: [{ max_stake: expect.any(Number) }] });
    const balance = await eurBalance(test());
    const broke = await refusedWith(
      test(),
      placeBody([
        { stake: eur(100), selections: [selection] },
        { stake: eur(balance), selections: [selection] },
      ]),
    );
    expect(broke.code).toBe(PlaceBetCode.INSUFFICIENT_BALANCE);
    expect(broke.errors_by_bet.map((entry) => entry.bet_index)).toEqual([1]);
    expect(await eurBalance(test())).toBe(balance);
  });

  it('refuses a combo with the same match twice as non-combinable (107), per bet', async () => {
    const matchId = await createMatch(test().app);
    const fine = await pick(test().app, await createMatch(test().app), 1);
    const twice = [await pick(test().app, matchId, 1), await pick(test().app, matchId, 3)];
    const details = await refusedWith(
      test(),
      placeBody([
        { stake: eur(100), selections: [fine] },
        { stake: eur(100), selections: twice },
      ]),
    );
    expect(details.code).toBe(PlaceBetCode.NOT_COMBINABLE);
    expect(details.errors_by_bet).toEqual([expect.objectContaining({ bet_index: 1, code: 107 })]);
    expect(details.details).toMatchObject({ bets: [{ bet_index: 1, reason: 'same_match' }] });
  });

  it('refuses a combo mixing providers (football on betradar, CS2 on oddin) as non-combinable', async () => {
    const football = await pick(test().app, await createMatch(test().app), 1);
    const created = await test().app.inject({
      method: 'POST',
      url: '/__sandbox/matches',
      payload: { sport_key: 'cs2', autoplay: false },
    });
    const cs2Id = (created.json() as { match: { id: number } }).match.id;
    const markets = (
      await test().app.inject({ method: 'GET', url: `/api/v2/matches/${cs2Id}/markets` })
    ).json() as { data: Market[] };
    const market = markets.data.find((m) => m.status === 1 && m.outcomes.some((o) => o.active))!;
    const outcome = market.outcomes.find((o) => o.active)!;
    expect(market.provider).not.toBe('betradar');
    const esports = {
      match_id: cs2Id,
      market_id: market.id,
      specifier: market.specifier,
      outcome_id: outcome.id,
      odds: outcome.odds,
    };
    const details = await refusedWith(
      test(),
      placeBody([{ stake: eur(100), selections: [football, esports] }]),
    );
    expect(details.code).toBe(PlaceBetCode.NOT_COMBINABLE);
    expect(details.details).toMatchObject({ bets: [{ reason: 'mixed_providers' }] });
  });

  it('places a retried request once and answers the first bets', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const body = placeBody([{ stake: eur(250), selections: [selection] }]);
    const before = await eurBalance(test());
    const first = await placeOk(test(), body);
    const again = await placeOk(test(), body);
    expect(again.map((bet) => bet.id)).toEqual(first.map((bet) => bet.id));
    expect(await eurBalance(test())).toBe(before - 250);
  });

  it('places two concurrent identical requests once, with one debit', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const body = placeBody([{ stake: eur(333), selections: [selection] }]);
    const before = await eurBalance(test());
    const count0 = await betCount();
    const [a, b] = await Promise.all([placeOk(test(), body), placeOk(test(), body)]);
    expect(a!.map((bet) => bet.id)).toEqual(b!.map((bet) => bet.id));
    expect(await betCount()).toBe(count0 + 1);
    expect(await eurBalance(test())).toBe(before - 333);
  });

  it('refuses a request key reused for other bets with 409', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const body = placeBody([{ stake: eur(100), selections: [selection] }]);
    await placeOk(test(), body);
    const reused = await place(test(), { ...body, bets: [{ stake: eur(200), selections: [selection] }] });
    expect(reused.statusCode).toBe(409);
  });

  it('refuses a visitor with 401', async () => {
    const response = await test().app.inject({ method: 'POST', url: '/api/v3/bets', payload: placeBody([]) });
    expect(response.statusCode).toBe(401);
  });
});
