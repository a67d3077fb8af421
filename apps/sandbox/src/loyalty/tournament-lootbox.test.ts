import { publicUpdatesChannel, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { issue } from '../bonuses/bonus-test-helpers';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';
import { activate, betAt, listOf } from './loyalty-test-helpers';

const test = useBetsApp();

const tournament = async () => (await listOf(test(), 'tournaments'))[0]!;
const rating = async (id: number, headers: Record<string, string> = test().headers) => {
  const response = await test().app.inject({
    method: 'GET',
    url: `/api/v2/bonuses/tournaments/${id}/rating`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getTournamentRating, response.json()).data;
};

describe('hunting tournament (SPEC §3 Leaderboard row, §7 rating, tournament_pool_changed)', () => {
  it('a visitor sees the running tournament with its pool and no entry (page 1, limit 1)', async () => {
    const [visible] = await listOf(test(), 'tournaments', '', {});
    expect(visible).toMatchObject({
      type: 'tournament',
      issued: null,
      pool_amount: 100_000,
      currency: 'EUR',
    });
    expect(visible!.banners.desktop?.url).toBe(
      'http://localhost:4200/fe-api/banners/tournament-desktop.webp',
    );
  });

  it('a joined player scores the stake of each qualifying bet; 1% of it grows the pool, announced publicly', async () => {
    const { id } = await tournament();
    await activate(test(), id);
    await betAt(test(), 2, 1_250);
    const view = await tournament();
    expect(view.issued!.farming).toMatchObject({ points: 1_250, bets_count: 1, initial_pool: 100_000 });
    expect(view.pool_amount).toBe(100_012);
    const announced = test().publisher.published.filter(
      (entry) =>
        entry.channel === publicUpdatesChannel('en') &&
        (entry.data as { event_name: string }).event_name === 'tournament_pool_changed',
    );
    expect(announced.at(-1)!.data).toEqual({
      event_name: 'tournament_pool_changed',
      message: { tournament_id: id, pool_amount: 100_012, currency: 'EUR' },
    });
    await betAt(test(), 1.2, 5_000);
    expect((await tournament()).pool_amount).toBe(100_012);
  });

  it('ranks by farmed amount; others see masked emails, the viewer their own, an unknown id is 404', async () => {
    const { id } = await tournament();
    const rival = 9_301;
    const rivalHeaders = await bearerHeaders(test().deps.db, rival);
    await test().app.inject({ method: 'POST', url: `/api/v2/bonuses/${id}/activate`, headers: rivalHeaders });
    const mine = await rating(id);
    expect(mine[0]).toMatchObject({ position: 1, current_user: true, email: 'demo@sandbox.test' });
    expect(mine[1]).toMatchObject({ position: 2, current_user: false, farmed_amount: 0 });
    expect(mine[1]!.email).toMatch(/^.\*\*\*.?@/);
    const theirs = await rating(id, rivalHeaders);
    expect(theirs[0]).toMatchObject({ position: 1, current_user: false, email: 'd***o@sandbox.test' });
    const visitor = await rating(id, {});
    expect(visitor.every((row) => !row.current_user && row.email.includes('***'))).toBe(true);
    const notOne = await test().app.inject({ method: 'GET', url: '/api/v2/bonuses/tournaments/1/rating' });
    expect(notOne.statusCode).toBe(404);
  });
});

describe('lootbox (SPEC §3 freebets_to_boost, §7 POST /bonuses/{id}/boost)', () => {
  it('every third farmed bet earns a lootbox; opening it draws a multiplier that boosts a freebet once', async () => {
    const hunt = (await listOf(test(), 'huntings'))[0]!;
    await activate(test(), hunt.id);
    expect(await listOf(test(), 'lootboxes')).toEqual([]);
    for (let i = 0; i < 3; i++) await betAt(test(), 1.9);
    const [box] = await listOf(test(), 'lootboxes');
    const freebetId = await issue(test(), 'promo-five');
    const fresh = (await listOf(test(), 'lootboxes'))[0]!;
    expect(box).toMatchObject({ type: 'lootbox', status: 'active', boost_multiplier: null });
    expect(fresh.freebets_to_boost).toContain(freebetId);
    const open = (freebet: number) =>
      test().app.inject({
        method: 'POST',
        url: `/api/v2/bonuses/${box!.id}/boost`,
        headers: test().headers,
        payload: { freebet_id: freebet },
      });
    const refused = await open(hunt.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'freebet_not_boostable' });
    const opened = await open(freebetId);
    expect(opened.statusCode, opened.body).toBe(200);
    const prize = expectContractResponse(routes.sportsbook.boostBonus, opened.json());
    expect([1.2, 1.5, 2, 3, 5]).toContain(prize.boost_multiplier);
    expect(prize.amount).toBe(Math.floor((500 * prize.boost_multiplier * 10) / 10));
    const stored = await test().deps.services.bonuses.store.find(test().userId, freebetId);
    expect(stored!.amount).toBe(prize.amount);
    expect((await open(freebetId)).json()).toMatchObject({ code: 'lootbox_opened' });
    const [after] = await listOf(test(), 'lootboxes', '?status=bonus_over');
    expect(after).toMatchObject({ status: 'bonus_over', boost_multiplier: prize.boost_multiplier });
    const lostBox = await test().app.inject({
      method: 'POST',
      url: '/api/v2/bonuses/950999999/boost',
      headers: test().headers,
      payload: { freebet_id: freebetId },
    });
    expect(lostBox.statusCode).toBe(404);
  });
});
