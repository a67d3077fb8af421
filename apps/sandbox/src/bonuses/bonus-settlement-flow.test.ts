import { routes } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletOperations } from '../db/schema';
import { eur, eurBalance, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';
import { issue, pickAt, picksAt, storedBonus } from './bonus-test-helpers';

const test = useBetsApp();

async function finish(matchId: number, result: 'won' | 'lost' | 'void', specifier: string) {
  const response = await test().app.inject({
    method: 'POST',
    url: `/__sandbox/matches/${matchId}/settle`,
    payload: { home: 1, away: 0, results: [{ market_id: 1, specifier, outcome_id: 1, result }] },
  });
  expect(response.statusCode, response.body).toBe(200);
  await test().app.inject({ method: 'POST', url: '/__sandbox/bets/settle' });
}

async function betById(id: number) {
  const response = await test().app.inject({ method: 'GET', url: '/api/v3/bets', headers: test().headers });
  return expectContractResponse(routes.bets.getBets, response.json()).data.find((bet) => bet.id === id)!;
}

async function placeFreebet(campaign: string, odds: number) {
  const id = await issue(test(), campaign);
  const amount = (await storedBonus(test(), id))!.amount!;
  const selection = await pickAt(test(), odds);
  const [bet] = await placeOk(
    test(),
    placeBody([{ stake: eur(amount), selections: [selection], bonus: { id, type: 'freebet' } }]),
  );
  return { id, amount, selection, bet: bet! };
}

describe('settling bonus bets through the settler and the wallet', () => {
  it('a won only_win freebet credits the profit only: 10.00 at 2.50 credits 15.00', async () => {
    const { selection, bet } = await placeFreebet('only-win', 2.5);
    const before = await eurBalance(test());
    await finish(selection.match_id, 'won', selection.specifier);
    expect(await eurBalance(test())).toBe(before + 1_500);
    expect(await betById(bet.id)).toMatchObject({ result: 'win_entire', win_amount: { value: 1_500 } });
    const [operation] = await test()
      .deps.db.select()
      .from(walletOperations)
      .where(and(eq(walletOperations.key, `bet:${bet.id}:settle`)));
    expect(operation).toMatchObject({ amount: 1_500, reason: 'freebet_win' });
  });

  it('a lost no_risk freebet returns its stake as real money', async () => {
    const { amount, selection } = await placeFreebet('no-risk', 2);
    const before = await eurBalance(test());
    await finish(selection.match_id, 'lost', selection.specifier);
    expect(await eurBalance(test())).toBe(before + amount);
  });

  it('a freebet bet void as a whole pays nothing and gives the freebet back', async () => {
    const { id, selection } = await placeFreebet('welcome-all-win', 2);
    const before = await eurBalance(test());
    await finish(selection.match_id, 'void', selection.specifier);
    expect(await eurBalance(test())).toBe(before);
    expect(await storedBonus(test(), id)).toMatchObject({ status: 'available', timesUsed: 0 });
  });

  it('a boosted 4-leg combo with one void leg is paid without the boost below the first range', async () => {
    const boost = await issue(test(), 'acca-boost');
    const selections = await picksAt(test(), [2, 2, 2, 2]);
    const bonus = { id: boost, type: 'comboboost', odds: 1.05 };
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections, bonus }]));
    const before = await eurBalance(test());
    for (const [index, selection] of selections.entries())
      await finish(selection.match_id, index < 2 ? 'void' : 'won', selection.specifier);
    // two legs standing: 10.00 × 2 × 2 = 40.00, no boost
    expect(await eurBalance(test())).toBe(before + 4_000);
    expect((await betById(bet!.id)).bonus).toEqual(bonus);
  });
});
