import type { Market, Match, PlaceBetItem } from '@sportsbook/contract';
import { raceMarketIds } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { eur, eurBalance, place, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { eventKindsKit, selectionOf } from './event-kinds-test-kit';

const test = useBetsApp();
const { nextEvent, control, listedBet, settledBet } = eventKindsKit(test);

const marketOf = (markets: Market[], id: number) => markets.find((market) => market.id === id)!;
/** ⌊unit × paid / per⌋ in exact integers: a plain oracle of one line's payout. */
const line = (unit: number, paid: bigint, per: bigint) => Number((BigInt(unit) * paid) / per);
const thousandths = (odds: number) => BigInt(Math.round(odds * 1000));

describe('issue 17: each-way is one bet of two equal-stake lines, settled independently', () => {
  it('each-way singles on three runners take both lines’ stake and pay win and place lines to the cent', async () => {
    const { event, markets } = await nextEvent('race');
    const win = marketOf(markets, raceMarketIds.win);
    const terms = event.race!.each_way;
    const runners = win.outcomes.slice(0, 3).map((outcome) => outcome.id);
    const before = await eurBalance(test());
    const placed = await placeOk(
      test(),
      placeBody(
        runners.map((runner) => ({
          stake: eur(1000),
          selections: [
            { ...selectionOf(event, win, runner, 'race'), race_bet: { kind: 'each_way' as const } },
          ],
        })),
      ),
    );
    expect(await eurBalance(test())).toBe(before - 3000);
    expect(placed[0]!.selections[0]!.race_bet).toEqual({ kind: 'each_way', ...terms });
    expect(placed[0]!.to_cashout).toBeNull();

    const order = ((await control(`/__sandbox/races/${event.id}/run`)).match as Match).race!.result!;
    const denominator = BigInt(Number(terms.fraction.split('/')[1]));
    let paid = 0;
    for (const [index, bet] of placed.entries()) {
      const runner = runners[index]!;
      const odds = thousandths(bet.selections[0]!.odds);
      const won = order[0] === runner;
      const placedIn = order.slice(0, terms.places).includes(runner);
      const expected =
        (won ? line(500, odds, 1000n) : 0) +
        (placedIn ? line(500, 1000n * denominator + odds - 1000n, 1000n * denominator) : 0);
      const settled = await settledBet(bet.id);
      expect(settled.win_amount?.value).toBe(expected);
      expect(settled.result).toBe(expected > 0 ? 'win_entire' : 'lose_entire');
      expect(settled.selections[0]!.status).toBe(won ? 'won' : placedIn ? 'half_won' : 'lost');
      paid += expected;
    }
    expect(await eurBalance(test())).toBe(before - 3000 + paid);
  });

  it('is refused on a Place outcome, in a combo and at an odd stake, with the §8 body and no debit', async () => {
    const { event, markets } = await nextEvent('race', 1);
    const other = await nextEvent('race', 2);
    const eachWay = { kind: 'each_way' as const };
    const before = await eurBalance(test());
    const onPlace = {
      ...selectionOf(event, marketOf(markets, raceMarketIds.place), 1, 'race'),
      race_bet: eachWay,
    };
    const onWin = {
      ...selectionOf(event, marketOf(markets, raceMarketIds.win), 1, 'race'),
      race_bet: eachWay,
    };
    const otherWin = selectionOf(other.event, marketOf(other.markets, raceMarketIds.win), 1, 'race');
    for (const [bet, reason] of [
      [{ stake: eur(1000), selections: [onPlace] }, 'each_way_not_offered'],
      [{ stake: eur(1000), selections: [onWin, otherWin] }, 'race_bet'],
      [{ stake: eur(1001), selections: [onWin] }, 'race_bet'],
    ] as [PlaceBetItem, string][]) {
      const response = await place(
        test(),
        placeBody([bet], { type: bet.selections.length > 1 ? 'combo' : 'single' }),
      );
      expect(response.statusCode).toBe(422);
      expect((response.json() as { code: string }).code).toBe('place_bets_failed');
      expect(response.body).toContain(reason);
    }
    expect(await eurBalance(test())).toBe(before);
  });

  it('an each-way bet on a runner withdrawn after placing is refunded whole at the withdrawal', async () => {
    const { event, markets } = await nextEvent('race', 3);
    const win = marketOf(markets, raceMarketIds.win);
    const runner = win.outcomes[1]!.id;
    const before = await eurBalance(test());
    const [bet] = await placeOk(
      test(),
      placeBody([
        {
          stake: eur(800),
          selections: [
            { ...selectionOf(event, win, runner, 'race'), race_bet: { kind: 'each_way' as const } },
          ],
        },
      ]),
    );
    await control(`/__sandbox/races/${event.id}/non-runners`, { runners: [runner] });
    const refunded = await listedBet(bet!.id);
    expect(refunded.result).toBe('refund_entire');
    expect(refunded.win_amount?.value).toBe(800);
    expect(await eurBalance(test())).toBe(before);
  });
});

describe('issue 17: a reverse forecast is one bet of two lines, settled by either order', () => {
  it('costs twice the line stake and pays the line of the order that came in', async () => {
    const { event, markets } = await nextEvent('race', 4);
    const forecast = marketOf(markets, raceMarketIds.forecast);
    const runners = marketOf(markets, raceMarketIds.win).outcomes.map((outcome) => outcome.id);
    const before = await eurBalance(test());
    // Every pair of the first four runners: whichever two come in first and second, one bet holds them.
    const pairs = runners.slice(0, 4).flatMap((a, i) => runners.slice(i + 1, 4).map((b) => [a, b] as const));
    const oddsOf = (id: number) => forecast.outcomes.find((outcome) => outcome.id === id)!.odds;
    const placed = await placeOk(
      test(),
      placeBody(
        pairs.map(([a, b]) => ({
          stake: eur(600),
          selections: [
            {
              ...selectionOf(event, forecast, a * 100 + b, 'race'),
              race_bet: { kind: 'reverse_forecast' as const, reverse_odds: oddsOf(b * 100 + a) },
            },
          ],
        })),
      ),
    );
    expect(placed).toHaveLength(pairs.length);
    expect(await eurBalance(test())).toBe(before - 600 * pairs.length);
    const [a0, b0] = pairs[0]!;
    expect(placed[0]!.selections[0]!.race_bet).toMatchObject({
      kind: 'reverse_forecast',
      outcome: { id: b0 * 100 + a0 },
      odds: oddsOf(b0 * 100 + a0),
    });

    const order = ((await control(`/__sandbox/races/${event.id}/run`)).match as Match).race!.result!;
    let paid = 0;
    for (const [index, bet] of placed.entries()) {
      const [a, b] = pairs[index]!;
      const straight = order[0] === a && order[1] === b;
      const reversed = order[0] === b && order[1] === a;
      const expected = straight
        ? line(300, thousandths(oddsOf(a * 100 + b)), 1000n)
        : reversed
          ? line(300, thousandths(oddsOf(b * 100 + a)), 1000n)
          : 0;
      const settled = await settledBet(bet.id);
      expect(settled.win_amount?.value).toBe(expected);
      expect(settled.selections[0]!.status).toBe(expected > 0 ? 'won' : 'lost');
      paid += expected;
    }
    expect(await eurBalance(test())).toBe(before - 600 * pairs.length + paid);
  });

  it('is refused when the other order’s odds moved beyond the accept mode', async () => {
    const { event, markets } = await nextEvent('race', 5);
    const forecast = marketOf(markets, raceMarketIds.forecast);
    const [a, b] = marketOf(markets, raceMarketIds.win).outcomes.map((outcome) => outcome.id);
    const response = await place(
      test(),
      placeBody([
        {
          stake: eur(600),
          selections: [
            {
              ...selectionOf(event, forecast, a! * 100 + b!, 'race'),
              race_bet: { kind: 'reverse_forecast' as const, reverse_odds: 1.01 },
            },
          ],
        },
      ]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('current_odds');
  });
});
