import { routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import {
  createMatch,
  eur,
  eurBalance,
  pick,
  placeBody,
  placeOk,
  useBetsApp,
} from '../sportsbook/bets/bets-test-app';
import { expectContractResponse, expectErrorBody } from '../testing/expect-contract';
import { eurJackpot, forceHit, hitCredits, myHits } from './jackpot-test-helpers';

const test = useBetsApp();

describe('jackpot routes', () => {
  it('lists the jackpots with their levels, seeds, ceilings, shares and rules', async () => {
    const jackpot = await eurJackpot(test());
    expect(jackpot).toMatchObject({
      name: 'Mega Jackpot',
      currency: 'EUR',
      currency_subunits: 2,
      min_stake: 100,
    });
    expect(
      jackpot.levels.map((level) => [level.code, level.seed_amount, level.ceiling_amount, level.share_bp]),
    ).toEqual([
      ['mini', 5_000, 50_000, 50],
      ['major', 50_000, 500_000, 30],
      ['grand', 500_000, 5_000_000, 20],
    ]);
    // pool_amount is all levels, amount the top level's pool
    expect(jackpot.pool_amount).toBe(jackpot.levels.reduce((sum, level) => sum + level.pool_amount, 0));
    expect(jackpot.amount).toBe(jackpot.levels[2]!.pool_amount);
    expect(jackpot.rules).toContain('rounded down');
    const btc = (await test().app.inject({ method: 'GET', url: '/api/v2/jackpots' })).json() as {
      data: { currency: string; currency_subunits: number }[];
    };
    expect(btc.data.find((entry) => entry.currency === 'BTC')?.currency_subunits).toBe(8);
  });

  it('answers one jackpot by id, and 404 with the error body for an unknown one', async () => {
    const { id } = await eurJackpot(test());
    const one = await test().app.inject({ method: 'GET', url: `/api/v2/jackpots/${id}` });
    expect(expectContractResponse(routes.sportsbook.getJackpot, one.json()).id).toBe(id);
    const missing = await test().app.inject({ method: 'GET', url: '/api/v2/jackpots/999999' });
    expect(missing.statusCode).toBe(404);
    expect(expectErrorBody(missing.json()).code).toBe('not_found');
  });

  it('POST /jackpots names the jackpots a bet of this stake would feed in the player currency', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const ask = (stake: number) =>
      test().app.inject({
        method: 'POST',
        url: '/api/v2/jackpots',
        headers: test().headers,
        payload: { selections: [selection], stake },
      });
    const fed = expectContractResponse(routes.sportsbook.getBetJackpots, (await ask(100)).json());
    expect(fed.jackpots.map((jackpot) => jackpot.name)).toEqual(['Mega Jackpot']);
    // Under the 1.00 EUR minimum no jackpot takes the bet
    expect((await ask(99)).json()).toEqual({ jackpots: [] });
    const anonymous = await test().app.inject({
      method: 'POST',
      url: '/api/v2/jackpots',
      payload: { selections: [selection], stake: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a forced hit credits the pool once, is listed unseen until marked seen', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(1_000), selections: [selection] }]));
    expect(bet!.used_in_jackpot).toBe(true);
    const pool = (await eurJackpot(test())).levels[0]!.pool_amount;
    const before = await eurBalance(test());
    const forced = await forceHit(test(), bet!.id, 'mini');
    expect(forced.statusCode, forced.body).toBe(201);
    const { hit } = forced.json() as { hit: { id: number; amount: number; status: string } };
    expect(hit).toMatchObject({ amount: pool, status: 'paid' });
    expect(await eurBalance(test())).toBe(before + pool);
    expect((await eurJackpot(test())).levels[0]!.pool_amount).toBe(5_000);
    expect(
      (await hitCredits(test(), test().userId)).filter((op) => op.key === `jackpot-hit:${hit.id}`),
    ).toHaveLength(1);

    const unseen = await myHits(test(), 'for_user=true&unseen=true&status=approved,paid');
    expect(unseen.map((entry) => entry.id)).toContain(hit.id);
    expect(unseen[0]).toMatchObject({
      level: { code: 'mini', name: 'Mini' },
      jackpot_name: 'Mega Jackpot',
      seen: false,
    });
    const seen = await test().app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/mark-as-seen',
      headers: test().headers,
      payload: [{ id: hit.id, type: 'jackpot' }],
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect((await myHits(test(), 'for_user=true&unseen=true')).map((entry) => entry.id)).not.toContain(
      hit.id,
    );
    // The public list names the winner only by hash
    const publicList = await test().app.inject({ method: 'GET', url: '/api/v2/jackpot-hits?limit=10' });
    const listed = expectContractResponse(routes.sportsbook.getJackpotHits, publicList.json()).data;
    expect(listed[0]!.user_hash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(listed)).not.toContain('demo@sandbox.test');
  });

  it('paying a hit again changes nothing: the credit is keyed and the status moves approved → paid once', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const [bet] = await placeOk(test(), placeBody([{ stake: eur(500), selections: [selection] }]));
    const forced = (await forceHit(test(), bet!.id)).json() as { hit: { id: number } };
    const balance = await eurBalance(test());
    await test().deps.services.jackpots.payHitsOfBet(bet!.id);
    await Promise.all([1, 2, 3].map(() => test().deps.services.jackpots.payHitsOfBet(bet!.id)));
    expect(await eurBalance(test())).toBe(balance);
    const credits = await hitCredits(test(), test().userId);
    expect(credits.filter((op) => op.key === `jackpot-hit:${forced.hit.id}`)).toHaveLength(1);
  });

  it('refuses to force a hit for a bet that fed no jackpot, and asks a session for a player own hits', async () => {
    const selection = await pick(test().app, await createMatch(test().app), 1);
    const [small] = await placeOk(test(), placeBody([{ stake: eur(50), selections: [selection] }]));
    expect(small!.used_in_jackpot).toBe(false);
    const refused = await forceHit(test(), small!.id);
    expect(refused.statusCode).toBe(409);
    expect(expectErrorBody(refused.json()).code).toBe('conflict');
    const anonymous = await test().app.inject({ method: 'GET', url: '/api/v2/jackpot-hits?for_user=true' });
    expect(anonymous.statusCode).toBe(401);
  });
});
