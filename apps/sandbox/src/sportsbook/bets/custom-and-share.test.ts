import { PlaceBetCode, PlaceBetsErrorDetails, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { createMatch, eur, eurBalance, pick, place, placeBody, placeOk, useBetsApp } from './bets-test-app';

const test = useBetsApp();

async function customMarkets(matchId: number) {
  const response = await test().app.inject({ method: 'GET', url: `/api/v3/bets/custom/markets/${matchId}` });
  expect(response.statusCode).toBe(200);
  return expectContractResponse(routes.bets.getCustomMarkets, response.json()).data;
}

async function customOdds(
  matchId: number,
  legs: { market_id: number; specifier: string; outcome_id: number }[],
) {
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/v3/bets/custom/odds',
    payload: { match_id: matchId, selections: legs },
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.bets.getCustomOdds, response.json()).odds;
}

describe('custom bets', () => {
  it('combines two markets of one match below the product of their odds, and places at those odds', async () => {
    const matchId = await createMatch(test().app);
    const markets = await customMarkets(matchId);
    expect(markets.every((market) => market.custom_bet_groups.length > 0)).toBe(true);
    const [first, second] = markets.filter((m) => m.outcomes.some((o) => o.active)).slice(0, 2);
    const legs = [first!, second!].map((market) => {
      const outcome = market.outcomes.find((o) => o.active)!;
      return {
        market_id: market.id,
        specifier: market.specifier,
        outcome_id: outcome.id,
        odds: outcome.odds,
      };
    });
    const odds = (await customOdds(
      matchId,
      legs.map(({ odds: _odds, ...leg }) => leg),
    ))!;
    expect(odds).toBeLessThan(legs[0]!.odds * legs[1]!.odds);
    expect(odds).toBeGreaterThan(1);
    const selections = legs.map((leg) => ({ match_id: matchId, ...leg }));
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(100), selections, custom_odds: odds }], { type: 'custom_bet' }),
    );
    expect(bet).toMatchObject({ type: 'custom_bet', odds });
    const refused = await place(
      test(),
      placeBody([{ stake: eur(100), selections, custom_odds: odds + 1 }], { type: 'custom_bet' }),
    );
    expect(refused.statusCode).toBe(422);
    expect(PlaceBetsErrorDetails.parse(expectErrorBody(refused.json()).details).code).toBe(
      PlaceBetCode.INVALID_ODDS_CUSTOM_BET,
    );
  });

  it('offers no odds for two outcomes of one market', async () => {
    const matchId = await createMatch(test().app);
    const [market] = await customMarkets(matchId);
    const legs = market!.outcomes
      .slice(0, 2)
      .map((o) => ({ market_id: market!.id, specifier: market!.specifier, outcome_id: o.id }));
    expect(await customOdds(matchId, legs)).toBeNull();
  });
});

describe('share codes', () => {
  it('stores bets under a code and link and gives them back; an unknown code is 404', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const bets = [{ stake: eur(500), selections: [selection] }];
    const created = await test().app.inject({
      method: 'POST',
      url: '/api/v3/bets/share-code',
      payload: { bets },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { code, url } = expectContractResponse(routes.bets.createShareCode, created.json());
    expect(url).toContain(`betcode=${code}`);
    const fetched = await test().app.inject({ method: 'GET', url: `/api/v3/bets/share-code?code=${code}` });
    expect(expectContractResponse(routes.bets.getSharedBets, fetched.json())).toEqual({ code, bets });
    const unknown = await test().app.inject({ method: 'GET', url: '/api/v3/bets/share-code?code=ZZZZZZZZ' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('max stake', () => {
  it('is the smaller of the book limit at these odds and the balance, and refuses a suspended line', async () => {
    const matchId = await createMatch(test().app);
    const selection = await pick(test().app, matchId, 1);
    const ask = () =>
      test().app.inject({
        method: 'POST',
        url: '/api/v3/bets/max-stake',
        headers: test().headers,
        payload: { type: 'single', currency: 'EUR', selections: [selection] },
      });
    const response = await ask();
    expect(response.statusCode, response.body).toBe(200);
    const body = expectContractResponse(routes.bets.getMaxStake, response.json());
    expect(body.max_stake).toBe(Math.min(await eurBalance(test()), 1_000_000));
    expect(
      (await place(test(), placeBody([{ stake: eur(body.max_stake + 1), selections: [selection] }])))
        .statusCode,
    ).toBe(422);
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${matchId}/markets/suspension`,
      payload: { market_id: 1, suspended: true },
    });
    expect((await ask()).statusCode).toBe(422);
  });
});
