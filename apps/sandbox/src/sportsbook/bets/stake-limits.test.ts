import type { PlaceBetItem } from '@sportsbook/contract';
import { PlaceBetCode, PlaceBetsErrorDetails, routes } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletAccounts } from '../../db/schema';
import { openAccount, setAccountBalance } from '../../platform/wallet/accounts';
import { supportedCurrencies } from '../../platform/wallet/currencies';
import { credit } from '../../platform/wallet/wallet';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { stakeLimitsIn } from './bet-limits';
import { createMatch, mainMarket, pick, place, placeBody, placeOk, useBetsApp } from './bets-test-app';

const test = useBetsApp();

type Selection = PlaceBetItem['selections'][number];

async function balanceIn(currency: string): Promise<number> {
  const [row] = await test()
    .deps.db.select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.userId, test().userId), eq(walletAccounts.currency, currency)));
  return row!.balance;
}

function askMaxStake(
  currency: string,
  selections: Selection[],
  extra: { system_id?: string } = {},
  type = extra.system_id ? 'system' : selections.length > 1 ? 'combo' : 'single',
) {
  return test().app.inject({
    method: 'POST',
    url: '/api/v3/bets/max-stake',
    headers: test().headers,
    payload: { type, currency, selections, ...extra },
  });
}

async function maxStakeOk(
  currency: string,
  selections: Selection[],
  extra: { system_id?: string } = {},
  type?: string,
) {
  const response = await askMaxStake(currency, selections, extra, type);
  expect(response.statusCode, response.body).toBe(200);
  const body = expectContractResponse(routes.bets.getMaxStake, response.json());
  expect(body.currency).toBe(currency);
  return body.max_stake;
}

/** The refusal of a 422 `place_bets_failed`: its code and the first bet's details. */
async function refusal(response: Awaited<ReturnType<typeof place>>) {
  expect(response.statusCode, response.body).toBe(422);
  const error = expectErrorBody(response.json());
  expect(error.code).toBe('place_bets_failed');
  const details = PlaceBetsErrorDetails.parse(error.details);
  return { code: details.code, bet: (details.details.bets as Record<string, unknown>[])[0] };
}

/** A selection of the match's favourite (lowest odds), so the maximum win does not bind before the maximum stake. */
async function favourite(matchId: number): Promise<Selection> {
  const market = await mainMarket(test().app, matchId);
  const lowest = [...market.outcomes].sort((a, b) => a.odds - b.odds)[0]!;
  return pick(test().app, matchId, lowest.id);
}

/** Two active outcomes of two custom-bet markets of a match, and the odds the book combines them at. */
async function customSelections(matchId: number): Promise<{ selections: Selection[]; odds: number }> {
  const markets = await test().app.inject({ method: 'GET', url: `/api/v3/bets/custom/markets/${matchId}` });
  const offered = expectContractResponse(routes.bets.getCustomMarkets, markets.json()).data;
  const selections = offered
    .filter((market) => market.outcomes.some((outcome) => outcome.active))
    .slice(0, 2)
    .map((market) => {
      const outcome = market.outcomes.find((candidate) => candidate.active)!;
      const leg = { market_id: market.id, specifier: market.specifier, outcome_id: outcome.id };
      return { match_id: matchId, ...leg, odds: outcome.odds };
    });
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/v3/bets/custom/odds',
    payload: {
      match_id: matchId,
      selections: selections.map(({ match_id: _id, odds: _odds, ...leg }) => leg),
    },
  });
  return { selections, odds: expectContractResponse(routes.bets.getCustomOdds, response.json()).odds! };
}

describe('stakes in every currency', () => {
  it("places a BTC bet from the demo player's BTC account: max-stake answers its balance, which places", async () => {
    const selection = await favourite(await createMatch(test().app));
    const balance = await balanceIn('BTC');
    expect(balance).toBe(1_250_000); // 0.0125 BTC
    const answer = await maxStakeOk('BTC', [selection]);
    expect(answer).toBe(balance);
    const over = await place(
      test(),
      placeBody([{ stake: { value: answer + 1, currency: 'BTC' }, selections: [selection] }]),
    );
    expect((await refusal(over)).code).toBe(PlaceBetCode.INSUFFICIENT_BALANCE);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: { value: answer, currency: 'BTC' }, selections: [selection] }]),
    );
    expect(bet!.stake).toEqual({ value: 1_250_000, currency: 'BTC', subunits: 8 });
    expect(await balanceIn('BTC')).toBe(0);
  });

  it.each(supportedCurrencies.map(({ code }) => code))(
    'agrees with placement in %s: the answer places and one unit more is refused; the minimum places and one unit less is refused',
    async (currency) => {
      const { minStake, maxStake } = stakeLimitsIn(currency);
      await openAccount(test().deps.db, test().userId, currency);
      const before = await balanceIn(currency);
      // Exactly enough for one bet at the maximum and one at the minimum.
      await credit(test().deps, {
        userId: test().userId,
        currency,
        amount: maxStake + minStake,
        key: `test:limits:${currency}`,
        reason: 'control',
      });
      const selection = await favourite(await createMatch(test().app));
      const bet = (value: number) => placeBody([{ stake: { value, currency }, selections: [selection] }]);

      const answer = await maxStakeOk(currency, [selection]);
      expect(answer).toBe(maxStake);
      const over = await refusal(await place(test(), bet(answer + 1)));
      expect(over.code).toBe(PlaceBetCode.STAKE_TOO_HIGH);
      expect(over.bet).toMatchObject({ max_stake: maxStake, currency });
      await placeOk(test(), bet(answer));

      const under = await refusal(await place(test(), bet(minStake - 1)));
      expect(under.code).toBe(PlaceBetCode.STAKE_TOO_LOW);
      expect(under.bet).toMatchObject({ min_stake: minStake, currency });
      await placeOk(test(), bet(minStake));
      expect(await balanceIn(currency)).toBe(before);
    },
  );

  it('answers, below the minimum available, the refusal placing the minimum gets rather than an amount it refuses', async () => {
    const { minStake } = stakeLimitsIn('ETH');
    await openAccount(test().deps.db, test().userId, 'ETH');
    // 5 × the minimum, all but (minimum − 1) locked: 49,999 gwei available.
    await setAccountBalance(test().deps.db, test().userId, 'ETH', 5 * minStake, 4 * minStake + 1);
    const selection = await favourite(await createMatch(test().app));
    const answer = await refusal(await askMaxStake('ETH', [selection]));
    expect(answer.code).toBe(PlaceBetCode.INSUFFICIENT_BALANCE);
    expect(answer.bet).toMatchObject({ min_stake: 50_000, currency: 'ETH' });
    const placed = await place(
      test(),
      placeBody([{ stake: { value: minStake, currency: 'ETH' }, selections: [selection] }]),
    );
    expect((await refusal(placed)).code).toBe(PlaceBetCode.INSUFFICIENT_BALANCE);
    await setAccountBalance(test().deps.db, test().userId, 'ETH', 0, 0);
  });

  it('holds a system, a custom bet and a quick bet in BTC to the same limits as a single', async () => {
    const { minStake } = stakeLimitsIn('BTC');
    await credit(test().deps, {
      userId: test().userId,
      currency: 'BTC',
      amount: 100_000_000, // 1 BTC: more than the maximum stake of each bet
      key: 'test:limits:builders',
      reason: 'control',
    });
    const btc = (value: number) => ({ value, currency: 'BTC' });
    const ids = [await createMatch(test().app), await createMatch(test().app), await createMatch(test().app)];
    const legs = await Promise.all(ids.map((id) => favourite(id)));
    const system = await maxStakeOk('BTC', legs, { system_id: '2/3' });
    const systemBet = (value: number) =>
      placeBody([{ stake: btc(value), selections: legs, system_id: '2/3' }]);
    const overSystem = await refusal(await place(test(), systemBet(system + 1)));
    expect(overSystem).toMatchObject({ code: PlaceBetCode.STAKE_TOO_HIGH, bet: { max_stake: system } });
    expect((await refusal(await place(test(), systemBet(minStake - 1)))).code).toBe(
      PlaceBetCode.STAKE_TOO_LOW,
    );
    await placeOk(test(), systemBet(system));

    const custom = await customSelections(ids[0]!);
    const customMax = await maxStakeOk('BTC', custom.selections, {}, 'custom_bet');
    const customBet = (value: number) =>
      placeBody([{ stake: btc(value), selections: custom.selections, custom_odds: custom.odds }], {
        type: 'custom_bet',
      });
    const overCustom = await refusal(await place(test(), customBet(customMax + 1)));
    expect(overCustom).toMatchObject({ code: PlaceBetCode.STAKE_TOO_HIGH, bet: { max_stake: customMax } });
    expect((await refusal(await place(test(), customBet(minStake - 1)))).code).toBe(
      PlaceBetCode.STAKE_TOO_LOW,
    );
    await placeOk(test(), customBet(customMax));

    const quickBet = (value: number) =>
      placeBody([{ stake: btc(value), selections: [legs[1]!] }], { quick: true });
    const underQuick = await refusal(await place(test(), quickBet(minStake - 1)));
    expect(underQuick).toMatchObject({ code: PlaceBetCode.STAKE_TOO_LOW, bet: { min_stake: 200 } });
    await placeOk(test(), quickBet(minStake));
  });
});
