import type { Bet } from '@sportsbook/contract';
import { privateUserChannel, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { expectContractResponse } from '../../testing/expect-contract';
import { createMatch, eur, eurBalance, pick, placeBody, placeOk, useBetsApp } from './bets-test-app';

const test = useBetsApp();

/** Odds of up to three decimals as an exact integer of thousandths. */
const milli = (odds: number) => BigInt(Math.round(odds * 1000));

async function finish(matchId: number, home: number, away: number, results?: unknown[]) {
  const response = await test().app.inject({
    method: 'POST',
    url: `/__sandbox/matches/${matchId}/settle`,
    payload: { home, away, ...(results ? { results } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function settleBets(): Promise<number> {
  const response = await test().app.inject({ method: 'POST', url: '/__sandbox/bets/settle' });
  expect(response.statusCode).toBe(200);
  return (response.json() as { settled: number }).settled;
}

async function myBet(id: number): Promise<Bet> {
  const response = await test().app.inject({ method: 'GET', url: '/api/v3/bets', headers: test().headers });
  return expectContractResponse(routes.bets.getBets, response.json()).data.find((bet) => bet.id === id)!;
}

describe('settling bets', () => {
  it('settles a single, a combo and a 2/3 system when their matches finish and credits them to the cent', async () => {
    const [a, b, c] = [
      await createMatch(test().app),
      await createMatch(test().app),
      await createMatch(test().app),
    ];
    const [pa, pb, pc] = [
      await pick(test().app, a, 1),
      await pick(test().app, b, 1),
      await pick(test().app, c, 1),
    ];
    const [single, combo, system] = await placeOk(
      test(),
      placeBody([
        { stake: eur(1_000), selections: [pa] },
        { stake: eur(700), selections: [pa, pb] },
        { stake: eur(999), selections: [pa, pb, pc], system_id: '2/3' },
      ]),
    );
    const afterStakes = await eurBalance(test());
    await finish(a, 2, 0);
    await finish(b, 0, 1);
    expect(await settleBets()).toBe(2);
    await finish(c, 1, 0);
    expect(await settleBets()).toBe(1);

    const singleWin = Number((1_000n * milli(pa.odds)) / 1_000n);
    const systemWin = Number((999n * milli(pa.odds) * milli(pc.odds)) / (3n * 1_000_000n));
    expect(await myBet(single!.id)).toMatchObject({
      status: 'done',
      result: 'win_entire',
      win_amount: { value: singleWin },
    });
    expect(await myBet(combo!.id)).toMatchObject({
      status: 'done',
      result: 'lose_entire',
      win_amount: { value: 0 },
    });
    const settledSystem = await myBet(system!.id);
    expect(settledSystem).toMatchObject({ result: 'win_entire', win_amount: { value: systemWin } });
    expect(settledSystem.selections.map((selection) => selection.status)).toEqual(['won', 'lost', 'won']);
    expect(await eurBalance(test())).toBe(afterStakes + singleWin + systemWin);
  });

  it('counts a void leg at odds 1 (refund_half_win_other) and refunds a void single', async () => {
    const [a, d] = [await createMatch(test().app), await createMatch(test().app)];
    const [pa, pd] = [await pick(test().app, a, 1), await pick(test().app, d, 1)];
    const [combo, single] = await placeOk(
      test(),
      placeBody([
        { stake: eur(400), selections: [pa, pd] },
        { stake: eur(300), selections: [pd] },
      ]),
    );
    const afterStakes = await eurBalance(test());
    await finish(a, 3, 1);
    await finish(d, 1, 0, [{ market_id: 1, outcome_id: 1, result: 'void' }]);
    expect(await settleBets()).toBe(2);
    const comboWin = Number((400n * milli(pa.odds)) / 1_000n);
    expect(await myBet(combo!.id)).toMatchObject({
      result: 'refund_half_win_other',
      win_amount: { value: comboWin },
    });
    expect(await myBet(single!.id)).toMatchObject({ result: 'refund_entire', win_amount: { value: 300 } });
    expect(await eurBalance(test())).toBe(afterStakes + comboWin + 300);
  });

  it('settles each bet once however often the settler runs, and announces it on the private channel', async () => {
    const a = await createMatch(test().app);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(200), selections: [await pick(test().app, a, 3)] }]),
    );
    await finish(a, 0, 2);
    const before = await eurBalance(test());
    const runs = await Promise.all([settleBets(), settleBets(), settleBets()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await settleBets()).toBe(0);
    const won = (await myBet(bet!.id)).win_amount!.value;
    expect(await eurBalance(test())).toBe(before + won);
    const names = test()
      .publisher.published.filter((event) => event.channel === privateUserChannel('en', test().userId))
      .map(
        (event) => event.data as { event_name: string; message: { bet_id?: number; bet?: { id: number } } },
      )
      .filter((event) => event.message.bet_id === bet!.id || event.message.bet?.id === bet!.id)
      .map((event) => event.event_name);
    expect(names).toEqual(['bet_changed', 'bet_changed', 'bet_cashout_changed']);
  });

  it('settles on its own, every interval, once a match is over', async () => {
    const a = await createMatch(test().app);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(150), selections: [await pick(test().app, a, 2)] }]),
    );
    await finish(a, 1, 1);
    const { settler } = test().deps.services;
    settler.start(20);
    try {
      await expect.poll(async () => (await myBet(bet!.id)).status, { timeout: 3_000 }).toBe('done');
    } finally {
      await settler.stop();
    }
    expect((await myBet(bet!.id)).result).toBe('win_entire');
  });
});
