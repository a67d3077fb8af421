import type { Match, Outright } from '@sportsbook/contract';
import { raceMarketIds } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { eur, eurBalance, place, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { eventKindsKit, payout, selectionOf } from './event-kinds-test-kit';

const test = useBetsApp();

const { nextEvent, control, settledBet, getJson } = eventKindsKit(test);

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
    const settledWin = await settledBet(winBet!.id);
    const settledForecast = await settledBet(forecastBet!.id);
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
    const settled = await settledBet(bet!.id);
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
    expect((await settledBet(won!.id)).result).toBe('win_entire');
    expect((await settledBet(lost!.id)).result).toBe('lose_entire');
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
