import type { PlaceBetItem } from '@sportsbook/contract';
import { PlaceBetCode, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { eur, eurBalance, place, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';
import { issue, offersFor, pickAt, picksAt, storedBonus } from './bonus-test-helpers';

const test = useBetsApp();

async function refusalOf(items: PlaceBetItem[]) {
  const response = await place(test(), placeBody(items));
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as { details: { code: number; details: { bets: { reason: string }[] } } };
  expect(body.details.code).toBe(PlaceBetCode.BONUS_NOT_APPLICABLE);
  return body.details.details.bets[0]!.reason;
}

describe('POST /bonuses: the offers for a bet on the slip', () => {
  it('offers the comboboost on a 4-leg combo at the first range (×1.05), every selection suitable', async () => {
    const boost = await issue(test(), 'acca-boost');
    const selections = await picksAt(test(), [1.5, 2, 1.8, 1.4]);
    const offer = (await offersFor(test(), selections)).find((candidate) => candidate.bonusId === boost)!;
    expect(offer).toMatchObject({
      bonusType: 'comboboost',
      activeRangeIndex: 0,
      bonusOdds: 1.05,
      reason: null,
    });
    expect(offer.suitableSelections).toHaveLength(4);
    const five = [...selections, await pickAt(test(), 2.1)];
    const second = (await offersFor(test(), five)).find((candidate) => candidate.bonusId === boost)!;
    expect(second).toMatchObject({ activeRangeIndex: 1, bonusOdds: 1.1 });
  });

  it('names the selection under the minimum odds, and then offers no boost', async () => {
    const boost = await issue(test(), 'acca-boost');
    const selections = await picksAt(test(), [1.5, 1.25, 1.8]);
    const offer = (await offersFor(test(), selections)).find((candidate) => candidate.bonusId === boost)!;
    expect(offer).toMatchObject({ status: 'not_available', reason: 'odds_below_minimum', bonusOdds: null });
    expect(offer.unsuitableSelections).toEqual([
      {
        selection: `${selections[1]!.match_id}|1|1|${selections[1]!.specifier}`,
        reason: 'odds_below_minimum',
      },
    ]);
  });

  it('marks a comboboost not_available on a single, and a prematch freebet on a live selection', async () => {
    const boost = await issue(test(), 'acca-boost');
    const single = await offersFor(test(), [await pickAt(test(), 2)]);
    expect(single.find((offer) => offer.bonusId === boost)).toMatchObject({
      status: 'not_available',
      reason: 'not_a_combo',
    });
    const noRisk = await issue(test(), 'no-risk');
    const liveOffers = await offersFor(test(), [await pickAt(test(), 2, true)]);
    expect(liveOffers.find((offer) => offer.bonusId === noRisk)).toMatchObject({
      status: 'not_available',
      reason: 'live_not_allowed',
      unsuitableSelections: [{ reason: 'live_not_allowed' }],
    });
  });
});

describe('placing with a comboboost (SPEC §3 Place-bet item bonus)', () => {
  it('stores the boost snapshotted on the bet, debits the stake and spends one use', async () => {
    const boost = await issue(test(), 'acca-boost');
    const selections = await picksAt(test(), [1.5, 2, 1.8, 1.4]);
    const before = await eurBalance(test());
    const bonus = { id: boost, type: 'comboboost', odds: 1.05 };
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections, bonus }]));
    expect(bet!.bonus).toEqual({ id: boost, type: 'comboboost', odds: 1.05 });
    expect(await eurBalance(test())).toBe(before - 1_000);
    expect((await storedBonus(test(), boost))!.timesUsed).toBe(1);
    const listed = await test().app.inject({ method: 'GET', url: '/api/v3/bets', headers: test().headers });
    const mine = expectContractResponse(routes.bets.getBets, listed.json()).data.find(
      (entry) => entry.id === bet!.id,
    );
    expect(mine!.bonus).toEqual({ id: boost, type: 'comboboost', odds: 1.05 });
  });

  it('refuses boost odds that are not the server’s, a combo under the first range, and a leg under min_odds', async () => {
    const boost = await issue(test(), 'acca-boost');
    const selections = await picksAt(test(), [1.5, 2, 1.8]);
    expect(
      await refusalOf([{ stake: eur(500), selections, bonus: { id: boost, type: 'comboboost', odds: 1.1 } }]),
    ).toBe('bonus_odds_changed');
    const two = selections.slice(0, 2);
    expect(
      await refusalOf([{ stake: eur(500), selections: two, bonus: { id: boost, type: 'comboboost' } }]),
    ).toBe('too_few_selections');
    const low = [...two, await pickAt(test(), 1.2)];
    expect(
      await refusalOf([{ stake: eur(500), selections: low, bonus: { id: boost, type: 'comboboost' } }]),
    ).toBe('odds_below_minimum');
    expect((await storedBonus(test(), boost))!.timesUsed).toBe(0);
  });
});

describe('placing with a freebet', () => {
  it('debits no money, uses the freebet once, and a retry of the same request places nothing twice', async () => {
    const freebet = await issue(test(), 'welcome-all-win');
    const amount = (await storedBonus(test(), freebet))!.amount!;
    const selection = await pickAt(test(), 2.5);
    const before = await eurBalance(test());
    const bonus = { id: freebet, type: 'freebet' };
    const body = placeBody([{ stake: eur(amount), selections: [selection], bonus }]);
    const [bet] = await placeOk(test(), body);
    const [retried] = await placeOk(test(), body);
    expect(retried!.id).toBe(bet!.id);
    expect(bet!.bonus).toEqual({ id: freebet, type: 'freebet', odds: null, freebet_type: 'freebet_all_win' });
    expect(await eurBalance(test())).toBe(before);
    expect(await storedBonus(test(), freebet)).toMatchObject({ timesUsed: 1, status: 'bonus_over' });
    expect(await refusalOf([{ stake: eur(amount), selections: [selection], bonus }])).toBe('used');
  });

  it('two requests racing for one freebet: one bet is placed, the other refused', async () => {
    const freebet = await issue(test(), 'welcome-all-win');
    const amount = (await storedBonus(test(), freebet))!.amount!;
    const [a, b] = await picksAt(test(), [2, 3]);
    const item = (selection: typeof a) => ({
      stake: eur(amount),
      selections: [selection!],
      bonus: { id: freebet, type: 'freebet' },
    });
    const responses = await Promise.all([
      place(test(), placeBody([item(a)])),
      place(test(), placeBody([item(b)])),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 422]);
  });

  it('refuses another player’s, an expired, a wrong-stake and an out-of-rules freebet, each with its reason', async () => {
    const selection = await pickAt(test(), 2);
    const strangerId = 9_201;
    await bearerHeaders(test().deps.db, strangerId);
    const theirs = await issue(test(), 'welcome-all-win', { email: `player-${strangerId}@bearer.test` });
    const item = (id: number, stake = 500, selections = [selection]) => ({
      stake: eur(stake),
      selections,
      bonus: { id, type: 'freebet' },
    });
    expect(await refusalOf([item(theirs)])).toBe('unknown_bonus');
    const lapsed = await issue(test(), 'welcome-all-win', { valid_to: '2020-01-01T00:00:00Z' });
    expect(await refusalOf([item(lapsed)])).toBe('expired');
    const fresh = await issue(test(), 'welcome-all-win');
    expect(await refusalOf([item(fresh, 499)])).toBe('freebet_stake');
    expect(await refusalOf([item(fresh, 500, [await pickAt(test(), 1.4)])])).toBe('odds_below_minimum');
    const single = await issue(test(), 'no-risk');
    expect(await refusalOf([item(single, 1_000, await picksAt(test(), [2, 2]))])).toBe('too_many_selections');
    expect(await refusalOf([item(single, 1_000, [await pickAt(test(), 6)])])).toBe('odds_above_maximum');
    expect((await storedBonus(test(), fresh))!.timesUsed).toBe(0);
  });
});
