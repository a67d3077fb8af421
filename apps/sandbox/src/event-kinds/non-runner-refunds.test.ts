import type { Market } from '@sportsbook/contract';
import { raceMarketIds } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { eur, eurBalance, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { eventKindsKit, selectionOf } from './event-kinds-test-kit';

const test = useBetsApp();
const { nextEvent, control, listedBet, settledBet, getJson } = eventKindsKit(test);

const marketOf = (markets: Market[], id: number) => markets.find((market) => market.id === id)!;

describe('issue 17: a non-runner’s bets are refunded at the withdrawal, once', () => {
  it('singles and forecasts on it are void and refunded at once; a combo voids only its leg', async () => {
    const { event, markets } = await nextEvent('race');
    const otherRace = await nextEvent('race', 3);
    const win = marketOf(markets, raceMarketIds.win);
    const forecast = marketOf(markets, raceMarketIds.forecast);
    const [runner, other] = win.outcomes.map((outcome) => outcome.id);
    const before = await eurBalance(test());
    const [single, straight, open, combo] = await placeOk(
      test(),
      placeBody([
        { stake: eur(700), selections: [selectionOf(event, win, runner!, 'race')] },
        { stake: eur(300), selections: [selectionOf(event, forecast, other! * 100 + runner!, 'race')] },
        { stake: eur(200), selections: [selectionOf(event, win, other!, 'race')] },
        {
          stake: eur(100),
          selections: [
            selectionOf(event, win, runner!, 'race'),
            selectionOf(otherRace.event, marketOf(otherRace.markets, raceMarketIds.win), 1, 'race'),
          ],
        },
      ]),
    );
    expect(await eurBalance(test())).toBe(before - 1300);

    const answer = await control(`/__sandbox/races/${event.id}/non-runners`, { runners: [runner] });
    expect(answer.refunds).toEqual({ refunded: [single!.id, straight!.id], legsVoided: [combo!.id] });
    // Refunded now, before the race is run: the two stakes are back, the others still out.
    expect(await eurBalance(test())).toBe(before - 300);
    for (const refunded of [single!, straight!]) {
      const bet = await listedBet(refunded.id);
      expect(bet.status).toBe('done');
      expect(bet.result).toBe('refund_entire');
      expect(bet.win_amount?.value).toBe(refunded.stake.value);
      expect(bet.selections[0]!.status).toBe('void');
    }
    const voidedCombo = await listedBet(combo!.id);
    expect(voidedCombo.status).toBe('waiting_results');
    expect(voidedCombo.selections.map((selection) => selection.status)).toEqual(['void', 'open']);
    expect((await listedBet(open!.id)).status).toBe('waiting_results');
  });

  it('is idempotent: withdrawing the runner again, and running the race, refund nothing twice', async () => {
    const { event, markets } = await nextEvent('race', 1);
    const win = marketOf(markets, raceMarketIds.win);
    const runner = win.outcomes[2]!.id;
    const before = await eurBalance(test());
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(450), selections: [selectionOf(event, win, runner, 'race')] }]),
    );
    const first = await control(`/__sandbox/races/${event.id}/non-runners`, { runners: [runner] });
    expect(first.refunds).toEqual({ refunded: [bet!.id], legsVoided: [] });
    const again = await control(`/__sandbox/races/${event.id}/non-runners`, { runners: [runner] });
    expect(again.refunds).toEqual({ refunded: [], legsVoided: [] });
    expect(await eurBalance(test())).toBe(before);

    // The runner is no longer priced, and the race's settlement finds the bet already settled.
    const now = await getJson<{ data: Market[] }>(`/api/v2/matches/${event.id}/markets`);
    expect(marketOf(now.data, raceMarketIds.win).outcomes.map((outcome) => outcome.id)).not.toContain(runner);
    await control(`/__sandbox/races/${event.id}/run`);
    const settled = await settledBet(bet!.id);
    expect(settled.result).toBe('refund_entire');
    expect(await eurBalance(test())).toBe(before);
  });

  it('two withdrawals at once refund the stake once', async () => {
    const { event, markets } = await nextEvent('race', 2);
    const win = marketOf(markets, raceMarketIds.win);
    const runner = win.outcomes[0]!.id;
    const before = await eurBalance(test());
    await placeOk(
      test(),
      placeBody([{ stake: eur(650), selections: [selectionOf(event, win, runner, 'race')] }]),
    );
    await Promise.all(
      [1, 2].map(() => control(`/__sandbox/races/${event.id}/non-runners`, { runners: [runner] })),
    );
    expect(await eurBalance(test())).toBe(before);
  });
});
