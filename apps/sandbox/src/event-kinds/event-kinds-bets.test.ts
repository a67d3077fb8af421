import type { Bet, Market, Match, Outright } from '@sportsbook/contract';
import { raceMarketIds, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../testing/expect-contract';
import { eur, eurBalance, place, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import type { BetsTestApp } from '../sportsbook/bets/bets-test-app';

const test = useBetsApp();

async function getJson<T>(path: string): Promise<T> {
  const response = await test().app.inject({ method: 'GET', url: path });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

/**
 * A prematch event of a type (`race` or `draw`) with its markets; `skip` passes over earlier ones, so that each
 * test takes its own (the list is served from a cache for a second, and may still show one a test ran).
 */
async function nextEvent(type: 'race' | 'draw', skip = 0): Promise<{ event: Match; markets: Market[] }> {
  const page = await getJson<{ data: Match[] }>(`/api/v2/matches?type=${type}&match_status=0&limit=50`);
  const event = page.data.filter((candidate) => candidate.status === 0)[skip]!;
  const markets = await getJson<{ data: Market[] }>(`/api/v2/matches/${event.id}/markets`);
  return { event, markets: markets.data };
}

async function control(path: string, payload: Record<string, unknown> = {}) {
  const response = await test().app.inject({ method: 'POST', url: path, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
}

async function settledBet(test: BetsTestApp, id: number): Promise<Bet> {
  await control('/__sandbox/bets/settle');
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/v3/bets?limit=100',
    headers: test.headers,
  });
  const bets = expectContractResponse(routes.bets.getBets, response.json()).data;
  return bets.find((bet) => bet.id === id)!;
}

/** Stake × odds rounded down to the cent, in exact integers (odds have at most three decimals). */
const payout = (stake: number, odds: number) =>
  Number((BigInt(stake) * BigInt(Math.round(odds * 1000))) / 1000n);

function selectionOf(
  event: { id: number },
  market: Market,
  outcomeId: number,
  kind: 'race' | 'draw' | 'outright',
) {
  const outcome = market.outcomes.find((candidate) => candidate.id === outcomeId)!;
  return {
    match_id: event.id,
    event_kind: kind,
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcomeId,
    odds: outcome.odds,
  };
}

describe('issue 17: bets on races, draws and outrights settle to the cent', () => {
  it('a Win bet and a forecast on a race settle on its finishing order once the control API runs it', async () => {
    const { event, markets } = await nextEvent('race');
    const win = markets.find((market) => market.id === raceMarketIds.win)!;
    const forecast = markets.find((market) => market.id === raceMarketIds.forecast)!;
    const [a, b] = win.outcomes.map((outcome) => outcome.id);
    const before = await eurBalance(test());
    const [winBet, forecastBet] = await placeOk(
      test(),
      placeBody([
        { stake: eur(500), selections: [selectionOf(event, win, a!, 'race')] },
        { stake: eur(300), selections: [selectionOf(event, forecast, a! * 100 + b!, 'race')] },
      ]),
    );
    expect(winBet!.selections[0]!.match.kind).toBe('race');
    expect(await eurBalance(test())).toBe(before - 800);
    const run = (await control(`/__sandbox/races/${event.id}/run`)).match as Match;
    expect(run.status).toBe(4);
    const order = run.race!.result!;
    const wonWin = order[0] === a;
    const wonForecast = order[0] === a && order[1] === b;
    const settledWin = await settledBet(test(), winBet!.id);
    const settledForecast = await settledBet(test(), forecastBet!.id);
    expect(settledWin.result).toBe(wonWin ? 'win_entire' : 'lose_entire');
    expect(settledForecast.result).toBe(wonForecast ? 'win_entire' : 'lose_entire');
    expect(await eurBalance(test())).toBe(
      before -
        800 +
        (wonWin ? payout(500, winBet!.odds) : 0) +
        (wonForecast ? payout(300, forecastBet!.odds) : 0),
    );
  });

  it('bets close at the off: after the race is run a bet on it is refused with the §8 body', async () => {
    const { event, markets } = await nextEvent('race', 1);
    const win = markets.find((market) => market.id === raceMarketIds.win)!;
    await control(`/__sandbox/races/${event.id}/run`);
    const response = await place(
      test(),
      placeBody([{ stake: eur(500), selections: [selectionOf(event, win, win.outcomes[0]!.id, 'race')] }]),
    );
    expect(response.statusCode).toBe(422);
    const body = response.json() as {
      code: string;
      localized_message: string;
      details: Record<string, unknown>;
    };
    expect(body.code).toBe('place_bets_failed');
    expect(typeof body.localized_message).toBe('string');
    expect(JSON.stringify(body.details)).toContain('after_off');
  });

  it('a non-runner is no longer priced, and a bet already placed on it is refunded when the race settles', async () => {
    const { event, markets } = await nextEvent('race', 2);
    const win = markets.find((market) => market.id === raceMarketIds.win)!;
    const runner = win.outcomes[1]!.id;
    const before = await eurBalance(test());
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(700), selections: [selectionOf(event, win, runner, 'race')] }]),
    );
    const withdrawn = (await control(`/__sandbox/races/${event.id}/non-runners`, { runners: [runner] }))
      .match as Match;
    expect(withdrawn.race!.runners.find((candidate) => candidate.number === runner)!.non_runner).toBe(true);
    const now = await getJson<{ data: Market[] }>(`/api/v2/matches/${event.id}/markets`);
    expect(
      now.data.find((market) => market.id === raceMarketIds.win)!.outcomes.map((o) => o.id),
    ).not.toContain(runner);
    await control(`/__sandbox/races/${event.id}/run`);
    const settled = await settledBet(test(), bet!.id);
    expect(settled.result).toBe('refund_entire');
    expect(settled.selections[0]!.status).toBe('void');
    expect(await eurBalance(test())).toBe(before);
  });

  it('a lottery pick settles on the balls the control API draws; betting closes at the draw', async () => {
    const { event, markets } = await nextEvent('draw');
    const firstBall = markets.find((market) => market.id === 601)!;
    const before = await eurBalance(test());
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(400), selections: [selectionOf(event, firstBall, 1, 'draw')] }]),
    );
    const drawn = (await control(`/__sandbox/draws/${event.id}/draw`)).match as Match;
    const numbers = drawn.draw!.numbers!;
    expect(numbers).toHaveLength(drawn.draw!.drawn);
    const odd = numbers[0]! % 2 === 1;
    const settled = await settledBet(test(), bet!.id);
    expect(settled.result).toBe(odd ? 'win_entire' : 'lose_entire');
    expect(await eurBalance(test())).toBe(before - 400 + (odd ? payout(400, bet!.odds) : 0));
    const late = await place(
      test(),
      placeBody([{ stake: eur(400), selections: [selectionOf(event, firstBall, 2, 'draw')] }]),
    );
    expect(late.statusCode).toBe(422);
    expect(late.body).toContain('after_draw');
  });

  it('an outright single settles when the control API resolves the outright with its winner', async () => {
    const page = await getJson<{ data: Outright[] }>('/api/v2/outrights?status=0&status=1&limit=5');
    const outright = page.data[0]!;
    const market = outright.markets[0]!;
    const [pick, other] = market.outcomes;
    const before = await eurBalance(test());
    const [won, lost] = await placeOk(
      test(),
      placeBody([
        { stake: eur(250), selections: [selectionOf(outright, market, pick!.id, 'outright')] },
        { stake: eur(150), selections: [selectionOf(outright, market, other!.id, 'outright')] },
      ]),
    );
    expect(won!.selections[0]!.match).toMatchObject({
      kind: 'outright',
      name: outright.name,
      end_date: outright.end_date,
    });
    const resolved = (await control(`/__sandbox/outrights/${outright.id}/resolve`, { winners: [pick!.id] }))
      .outright as Outright;
    expect(resolved.status).toBe(4);
    expect((await settledBet(test(), won!.id)).result).toBe('win_entire');
    expect((await settledBet(test(), lost!.id)).result).toBe('lose_entire');
    expect(await eurBalance(test())).toBe(before - 400 + payout(250, won!.odds));
  });

  it('a selection whose event_kind is not its event’s is refused', async () => {
    const { event, markets } = await nextEvent('draw', 1);
    const firstBall = markets.find((market) => market.id === 601)!;
    const response = await place(
      test(),
      placeBody([
        {
          stake: eur(400),
          selections: [{ ...selectionOf(event, firstBall, 1, 'draw'), event_kind: 'race' }],
        },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('event_kind');
  });
});
