import { privateUserChannel, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { DomainEventMap } from '../domain-events';
import { issue } from '../bonuses/bonus-test-helpers';
import { useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse } from '../testing/expect-contract';
import { activate, betAt, listOf } from './loyalty-test-helpers';

const test = useBetsApp();

async function bonuses(query: string) {
  const response = await test().app.inject({
    method: 'GET',
    url: `/api/v2/bonuses${query}`,
    headers: test().headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getBonuses, response.json()).data;
}

const unseen = async () =>
  (await bonuses('?available=true&unseen=true&limit_per_type=10')).map((item) =>
    item.kind === 'farming' ? `${item.type}:${item.id}` : `${item.kind}:${item.id}`,
  );

async function markSeen(items: { id: number; type: string }[]) {
  const response = await test().app.inject({
    method: 'POST',
    url: '/api/v2/bonuses/mark-as-seen',
    headers: test().headers,
    payload: items,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function giveLootbox(): Promise<number> {
  const response = await test().app.inject({
    method: 'POST',
    url: '/__sandbox/loyalty/lootboxes',
    payload: { email: 'demo@sandbox.test' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { lootbox_id: number }).lootbox_id;
}

describe('bonus alerts of loyalty bonuses (SPEC §4: unseen available bonuses shown once, then marked seen)', () => {
  it('lists the running hunting and tournament and a new lootbox as unseen, and none once marked seen', async () => {
    const hunting = (await listOf(test(), 'huntings'))[0]!;
    const tournament = (await listOf(test(), 'tournaments'))[0]!;
    const heard: DomainEventMap['bonusIssued'][] = [];
    const stop = test().deps.events.on('bonusIssued', (event) => void heard.push(event));
    const box = await giveLootbox();
    stop();
    expect(heard).toEqual([{ userId: test().userId, bonusId: box, bonusType: 'lootbox' }]);
    // NOTE: the lootbox's notification (issue 22) follows bonus_issued on the channel.
    const told = test().publisher.published.filter(
      (entry) =>
        entry.channel === privateUserChannel('en', test().userId) &&
        (entry.data as { event_name: string }).event_name === 'bonus_issued',
    );
    expect(told.at(-1)!.data).toEqual({
      event_name: 'bonus_issued',
      message: { bonus_id: box, bonus_type: 'lootbox' },
    });
    expect(await unseen()).toEqual(
      expect.arrayContaining([`hunting:${hunting.id}`, `tournament:${tournament.id}`, `lootbox:${box}`]),
    );

    await markSeen([
      { id: hunting.id, type: 'hunting' },
      { id: tournament.id, type: 'tournament' },
      { id: box, type: 'lootbox' },
    ]);
    const after = await unseen();
    expect(after.filter((item) => !item.startsWith('comboboost') && !item.startsWith('freebet'))).toEqual([]);
    // Seen is not used up: they are still the player's available bonuses.
    const available = (await bonuses('?available=true&limit_per_type=10')).map((item) => item.id);
    expect(available).toEqual(expect.arrayContaining([hunting.id, tournament.id, box]));
  });

  it('a programme only seen is not joined: it farms nothing and ranks nowhere until the player activates it', async () => {
    const hunting = (await listOf(test(), 'huntings'))[0]!;
    const tournament = (await listOf(test(), 'tournaments'))[0]!;
    expect(hunting).toMatchObject({ status: 'available', issued: null });
    await betAt(test(), 2, 1_000);
    expect((await listOf(test(), 'tournaments'))[0]).toMatchObject({ status: 'available', issued: null });
    const rating = await test().deps.services.loyalty.rating(tournament.id, test().userId);
    expect(rating.data.some((row) => row.current_user)).toBe(false);

    await activate(test(), tournament.id);
    await betAt(test(), 2, 1_000);
    const joined = (await listOf(test(), 'tournaments'))[0]!;
    expect(joined).toMatchObject({ status: 'active' });
    expect(joined.issued!.farming.points).toBe(1_000);
    expect((await unseen()).some((item) => item.startsWith('tournament'))).toBe(false);
  });

  it('a comboboost or freebet issued through the control API is heard as bonusIssued once per issue key', async () => {
    const heard: DomainEventMap['bonusIssued'][] = [];
    const stop = test().deps.events.on('bonusIssued', (event) => void heard.push(event));
    const id = await issue(test(), 'promo-five');
    const again = await test().app.inject({
      method: 'POST',
      url: '/__sandbox/bonuses/issue',
      payload: { email: 'demo@sandbox.test', campaign: 'promo-five', key: 'twice' },
    });
    expect(again.statusCode).toBe(201);
    const twice = await test().app.inject({
      method: 'POST',
      url: '/__sandbox/bonuses/issue',
      payload: { email: 'demo@sandbox.test', campaign: 'promo-five', key: 'twice' },
    });
    expect(twice.statusCode).toBe(409);
    stop();
    expect(heard.map((event) => event.bonusType)).toEqual(['freebet', 'freebet']);
    expect(heard[0]).toEqual({ userId: test().userId, bonusId: id, bonusType: 'freebet' });
    expect(await unseen()).toContain(`freebet:${id}`);
  });
});
