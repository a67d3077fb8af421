import type { Market, PlaceBetSelection } from '@sportsbook/contract';
import { PlaceBetCode, raceMarketIds } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { issue, offersFor, storedBonus } from '../bonuses/bonus-test-helpers';
import { eur, eurBalance, place, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { eventKindsKit, selectionOf } from './event-kinds-test-kit';

// Decision 0015: no bonus applies to each-way or a reverse forecast, and neither is cashed out.

const test = useBetsApp();
const { nextEvent, listedBet } = eventKindsKit(test);

const marketOf = (markets: Market[], id: number) => markets.find((market) => market.id === id)!;
const eachWay = { kind: 'each_way' as const };

async function raceWin(skip: number): Promise<PlaceBetSelection> {
  const { event, markets } = await nextEvent('race', skip);
  const win = marketOf(markets, raceMarketIds.win);
  return selectionOf(event, win, win.outcomes[0]!.id, 'race');
}

describe('issue 17: a bonus does not apply to a two-line race bet', () => {
  it('offers a freebet on a Win single but not on the same runner each-way, with the reason', async () => {
    const freebet = await issue(test(), 'promo-five');
    const win = await raceWin(0);
    const offer = async (selection: PlaceBetSelection) =>
      (await offersFor(test(), [selection])).find((candidate) => candidate.bonusId === freebet)!;
    expect(await offer(win)).toMatchObject({ status: 'available', reason: null });
    const twoLines = await offer({ ...win, race_bet: eachWay });
    expect(twoLines).toMatchObject({ status: 'not_available', reason: 'two_line_bet' });
    expect(twoLines.suitableSelections).toEqual([]);
    expect(twoLines.unsuitableSelections.map((leg) => leg.reason)).toEqual(['two_line_bet']);
  });

  it('refuses a freebet on each-way with the §8 body: no debit, the freebet kept for another bet', async () => {
    const freebet = await issue(test(), 'promo-five');
    const amount = (await storedBonus(test(), freebet))!.amount!;
    const win = await raceWin(1);
    const before = await eurBalance(test());
    const bonus = { id: freebet, type: 'freebet' };
    // Both lines at the freebet's amount, or the amount split over them: refused either way, for two lines.
    for (const stake of [amount * 2, amount]) {
      const response = await place(
        test(),
        placeBody([{ stake: eur(stake), selections: [{ ...win, race_bet: eachWay }], bonus }]),
      );
      expect(response.statusCode, response.body).toBe(422);
      const body = response.json() as {
        code: string;
        details: { code: number; details: { bets: { reason: string }[] } };
      };
      expect(body.code).toBe('place_bets_failed');
      expect(body.details.code).toBe(PlaceBetCode.BONUS_NOT_APPLICABLE);
      expect(body.details.details.bets[0]!.reason).toBe('two_line_bet');
    }
    expect(await eurBalance(test())).toBe(before);
    expect((await storedBonus(test(), freebet))!.timesUsed).toBe(0);
    // The same freebet on the runner's one-line Win bet is taken, and no money leaves the balance.
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(amount), selections: [win], bonus }]));
    expect(bet!.bonus).toMatchObject({ id: freebet, type: 'freebet' });
    expect(await eurBalance(test())).toBe(before);
  });
});

describe('issue 17: a two-line race bet is not cashed out', () => {
  it('offers none and refuses POST /bets/cashout with 409: the bet stays open, nothing is credited', async () => {
    const win = await raceWin(2);
    const before = await eurBalance(test());
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(1000), selections: [{ ...win, race_bet: eachWay }] }]),
    );
    expect(bet!.to_cashout).toBeNull();
    const response = await test().app.inject({
      method: 'POST',
      url: '/api/v3/bets/cashout',
      headers: test().headers,
      payload: { bet_id: bet!.id, to_cashout: eur(950) },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect((response.json() as { details: { reason: string } }).details.reason).toBe('cashout_unavailable');
    const listed = await listedBet(bet!.id);
    expect(listed.status).toBe('waiting_results');
    expect(listed.to_cashout).toBeNull();
    expect(await eurBalance(test())).toBe(before - 1000);
  });
});
