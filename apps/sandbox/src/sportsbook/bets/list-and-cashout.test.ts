import type { Bet } from '@sportsbook/contract';
import { privateUserChannel, routes } from '@sportsbook/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletOperations } from '../../db/schema';
import { setAccountBalance } from '../../platform/wallet/accounts';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import {
  createMatch,
  eur,
  eurBalance,
  mainMarket,
  pick,
  placeBody,
  placeOk,
  useBetsApp,
} from './bets-test-app';

const test = useBetsApp();

async function list(query: string) {
  const response = await test().app.inject({
    method: 'GET',
    url: `/api/v3/bets${query}`,
    headers: test().headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.bets.getBets, response.json());
}

async function offerOf(id: number): Promise<Bet['to_cashout']> {
  return (await list('')).data.find((bet) => bet.id === id)!.to_cashout;
}

function cashout(betId: number, value: number) {
  return test().app.inject({
    method: 'POST',
    url: '/api/v3/bets/cashout',
    headers: test().headers,
    payload: { bet_id: betId, to_cashout: eur(value) },
  });
}

describe('My Bets list', () => {
  it('pages the bets newest first, 500 a page by default', async () => {
    const matchId = await createMatch(test().app);
    const selection = await pick(test().app, matchId, 1);
    const placed: number[] = [];
    for (let i = 0; i < 5; i += 1)
      placed.push(
        ...(await placeOk(test(), placeBody([{ stake: eur(100 + i), selections: [selection] }]))).map(
          (b) => b.id,
        ),
      );
    const all = await list('');
    expect(all.pagination).toEqual({ total: 5, page: 1, limit: 500, last_page: 1 });
    expect(all.data.map((bet) => bet.id)).toEqual([...placed].reverse());
    const third = await list('?limit=2&page=3');
    expect(third.pagination).toEqual({ total: 5, page: 3, limit: 2, last_page: 3 });
    expect(third.data.map((bet) => bet.id)).toEqual([placed[0]]);
  });

  it('filters by status and offers cashout on open bets only', async () => {
    const matchId = await createMatch(test().app);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(1_000), selections: [await pick(test().app, matchId, 1)] }]),
    );
    const offer = (await offerOf(bet!.id))!;
    // Unchanged odds: stake × placed / current odds = stake, less the 5 % margin.
    expect(offer.value).toBe(950);
    expect((await cashout(bet!.id, offer.value)).statusCode).toBe(200);
    const cashed = await list('?status=cashed_out');
    expect(cashed.data.map((b) => b.id)).toEqual([bet!.id]);
    expect(cashed.data[0]!.to_cashout).toBeNull();
    expect((await list('?status=waiting_results')).data.map((b) => b.id)).not.toContain(bet!.id);
  });

  it('filters by result (My Bets result filter) on top of the status', async () => {
    const matchId = await createMatch(test().app);
    const selection = await pick(test().app, matchId, 1);
    const [cashed, open] = await placeOk(
      test(),
      placeBody([
        { stake: eur(1_000), selections: [selection] },
        { stake: eur(500), selections: [selection] },
      ]),
    );
    expect((await cashout(cashed!.id, (await offerOf(cashed!.id))!.value)).statusCode).toBe(200);
    const byResult = (await list('?result=cashed_out,win_entire')).data;
    expect(byResult.map((b) => b.id)).toContain(cashed!.id);
    expect(byResult.map((b) => b.id)).not.toContain(open!.id);
    expect(byResult.every((b) => b.result === 'cashed_out' || b.result === 'win_entire')).toBe(true);
    const openOnes = (await list('?result=no_results&status=waiting_results')).data.map((b) => b.id);
    expect(openOnes).toContain(open!.id);
    expect(openOnes).not.toContain(cashed!.id);
  });

  it('flags bets from 1,000.00 up as VIP bets', async () => {
    await setAccountBalance(test().deps.db, test().userId, 'EUR', 500_000, 0);
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const placed = await placeOk(
      test(),
      placeBody([
        { stake: eur(99_999), selections: [selection] },
        { stake: eur(100_000), selections: [selection] },
      ]),
    );
    expect(placed.map((bet) => bet.is_vip)).toEqual([false, true]);
  });

  it('refuses an unknown status with 400', async () => {
    const response = await test().app.inject({
      method: 'GET',
      url: '/api/v3/bets?status=nope',
      headers: test().headers,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('cashout', () => {
  it('credits the offered value once, settles the bet as cashed out and announces it', async () => {
    const matchId = await createMatch(test().app);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(2_000), selections: [await pick(test().app, matchId, 2)] }]),
    );
    const offer = (await offerOf(bet!.id))!.value;
    const before = await eurBalance(test());
    const response = await cashout(bet!.id, offer);
    expect(response.statusCode, response.body).toBe(200);
    const body = expectContractResponse(routes.bets.cashout, response.json());
    expect(body.bet).toMatchObject({
      status: 'cashed_out',
      result: 'cashed_out',
      win_amount: { value: offer },
    });
    expect(await eurBalance(test())).toBe(before + offer);
    expect((await cashout(bet!.id, offer)).statusCode).toBe(409);
    expect(await eurBalance(test())).toBe(before + offer);
    const events = test()
      .publisher.published.filter((event) => event.channel === privateUserChannel('en', test().userId))
      .map((event) => event.data as { event_name: string; message: { bet_id?: number } });
    expect(events.some((e) => e.event_name === 'bet_cashout_changed' && e.message.bet_id === bet!.id)).toBe(
      true,
    );
  });

  it('credits the server’s offer, not the higher value asked within the tolerance', async () => {
    const matchId = await createMatch(test().app);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(500), selections: [await pick(test().app, matchId, 1)] }]),
    );
    // Unchanged odds: 500 × (1 − 5 % margin) = 475; 479 − 475 = 4 ≤ ⌊479 × 1 %⌋ = 4, so the request passes.
    expect((await offerOf(bet!.id))!.value).toBe(475);
    const before = await eurBalance(test());
    const response = await cashout(bet!.id, 479);
    expect(response.statusCode, response.body).toBe(200);
    const body = expectContractResponse(routes.bets.cashout, response.json());
    expect(body.cashed_out).toEqual({ value: 475, currency: 'EUR' });
    expect(body.bet.win_amount).toMatchObject({ value: 475 });
    expect(await eurBalance(test())).toBe(before + 475);
    const [operation] = await test()
      .deps.db.select()
      .from(walletOperations)
      .where(eq(walletOperations.key, `bet:${bet!.id}:cashout`));
    expect(operation).toMatchObject({ amount: 475, balanceAfter: before + 475 });
  });

  it('refuses a request above the offer outside the tolerance', async () => {
    const matchId = await createMatch(test().app);
    const [bet] = await placeOk(
      test(),
      placeBody([{ stake: eur(500), selections: [await pick(test().app, matchId, 1)] }]),
    );
    const before = await eurBalance(test());
    // Offer 475; asking 481: 481 − 475 = 6 > ⌊481 × 1 %⌋ = 4.
    const response = await cashout(bet!.id, 481);
    expect(response.statusCode).toBe(409);
    expect(expectErrorBody(response.json()).details).toMatchObject({
      reason: 'offer_changed',
      to_cashout: { value: 475 },
    });
    expect(await eurBalance(test())).toBe(before);
  });

  it('refuses an offer that moved, answering the new one, and a suspended market', async () => {
    const matchId = await createMatch(test().app);
    const selection = await pick(test().app, matchId, 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections: [selection] }]));
    const seen = (await offerOf(bet!.id))!.value;
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${matchId}/odds`,
      payload: { market_id: 1, outcome_id: 1, odds: selection.odds * 2 },
    });
    const moved = await cashout(bet!.id, seen);
    expect(moved.statusCode).toBe(409);
    const error = expectErrorBody(moved.json());
    expect(error.details).toMatchObject({
      reason: 'offer_changed',
      to_cashout: { value: Math.floor(seen / 2) },
    });
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${matchId}/markets/suspension`,
      payload: { market_id: 1, suspended: true },
    });
    const suspended = await cashout(bet!.id, seen);
    expect(expectErrorBody(suspended.json()).details).toMatchObject({
      reason: 'cashout_unavailable',
      to_cashout: null,
    });
    expect((await list('')).data.find((b) => b.id === bet!.id)!.status).toBe('waiting_results');
  });

  it('answers 404 for another player’s bet', async () => {
    const response = await test().app.inject({
      method: 'POST',
      url: '/api/v3/bets/cashout',
      headers: test().headers,
      payload: { bet_id: 999_999, to_cashout: eur(100) },
    });
    expect(response.statusCode).toBe(404);
  });

  it('announces the moving offer of a bet on a live match, once per change', async () => {
    const matchId = await createMatch(test().app);
    const selection = await pick(test().app, matchId, 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections: [selection] }]));
    expect(
      (await test().app.inject({ method: 'POST', url: `/__sandbox/matches/${matchId}/start` })).statusCode,
    ).toBe(200);
    const offers = () =>
      test()
        .publisher.published.filter((event) => event.channel === privateUserChannel('en', test().userId))
        .map(
          (event) =>
            event.data as {
              event_name: string;
              message: { bet_id?: number; to_cashout?: { value: number } | null };
            },
        )
        .filter((event) => event.event_name === 'bet_cashout_changed' && event.message.bet_id === bet!.id)
        .map((event) => event.message.to_cashout?.value ?? null);
    const live = (await mainMarket(test().app, matchId)).outcomes.find((o) => o.id === 1)!.odds;
    const settle = () => test().app.inject({ method: 'POST', url: '/__sandbox/bets/settle' });
    await settle();
    const first = offers();
    expect(first.at(-1)).toBe((await offerOf(bet!.id))!.value);
    await settle();
    expect(offers()).toEqual(first);
    await test().app.inject({
      method: 'PUT',
      url: `/__sandbox/matches/${matchId}/odds`,
      payload: { market_id: 1, outcome_id: 1, odds: live * 2 },
    });
    await settle();
    expect(offers().length).toBe(first.length + 1);
    expect(offers().at(-1)).toBe((await offerOf(bet!.id))!.value);
  });
});
