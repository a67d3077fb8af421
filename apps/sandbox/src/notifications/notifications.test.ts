import type { RealtimeEvent } from '@sportsbook/contract';
import { privateUserChannel, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { createMatch, eur, pick, placeBody, placeOk, useBetsApp } from '../sportsbook/bets/bets-test-app';
import { expectContractResponse, expectErrorBody } from '../testing/expect-contract';

const test = useBetsApp();

const get = (url: string, headers: Record<string, string> = test().headers) =>
  test().app.inject({ method: 'GET', url, headers });
const post = (url: string, payload?: object, headers: Record<string, string> = test().headers) =>
  test().app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

async function unread(headers: Record<string, string> = test().headers): Promise<number> {
  const response = await get('/api/v2/notifications/counters', headers);
  return expectContractResponse(routes.sportsbook.getNotificationCounters, response.json()).unread;
}

async function list(query = '', headers: Record<string, string> = test().headers) {
  const response = await get(`/api/v2/notifications${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return expectContractResponse(routes.sportsbook.getNotifications, response.json());
}

function privateEvents(userId: number, name: RealtimeEvent['event_name']) {
  return test()
    .publisher.published.filter((entry) => entry.channel === privateUserChannel('en', userId))
    .map((entry) => entry.data as RealtimeEvent)
    .filter((event) => event.event_name === name);
}

async function settledSingle(home: number, away: number) {
  const { app } = test();
  const matchId = await createMatch(app);
  const selection = await pick(app, matchId, 1);
  // The home win at odds 2.00 exactly, so the payout is plain arithmetic.
  const fixed = await app.inject({
    method: 'PUT',
    url: `/__sandbox/matches/${matchId}/odds`,
    payload: { market_id: 1, specifier: selection.specifier, outcome_id: 1, odds: 2 },
  });
  expect(fixed.statusCode, fixed.body).toBe(200);
  const [bet] = await placeOk(
    test(),
    placeBody([{ stake: eur(1_000), selections: [{ ...selection, odds: 2 }] }]),
  );
  await app.inject({ method: 'POST', url: `/__sandbox/matches/${matchId}/settle`, payload: { home, away } });
  await post('/__sandbox/bets/settle');
  return bet!;
}

describe('notifications raised by a settled bet (issue 22)', () => {
  it('a won single raises one bet notification about that bet, published with the new unread count', async () => {
    const before = await unread();
    const bet = await settledSingle(2, 0);
    // The player's first bet also issued the first-bet bonus, whose notification came at placement.
    const bonus = (await list()).data.filter((notification) => notification.type === 'bonus').length;
    expect(await unread()).toBe(before + 1 + bonus);
    const [newest] = (await list()).data;
    // 10.00 EUR at 2.00 pays 20.00 EUR.
    expect(newest).toMatchObject({
      type: 'bet',
      object_type: 'bet',
      object_id: bet.id,
      read: false,
      title: 'Bet won',
      body: `Your bet ${bet.ref} won 20.00 EUR.`,
    });
    const published = privateEvents(test().userId, 'notification').at(-1);
    expect(published?.message).toEqual({ notification: newest });
    expect(privateEvents(test().userId, 'unread_counters_changed').at(-1)?.message).toEqual({
      unread: before + 1 + bonus,
    });
  });

  it('hearing the same settled bet again raises nothing more', async () => {
    const bet = await settledSingle(0, 1);
    const count = await unread();
    await test().deps.events.emit('betChanged', {
      userId: test().userId,
      bet: { ...bet, status: 'done', result: 'lose_entire' },
    });
    expect(await unread()).toBe(count);
  });

  it('answers in the language asked for, newest first, page by page', async () => {
    const german = { ...test().headers, 'accept-language': 'de-DE,de;q=0.9' };
    const everything = await list('', german);
    // The won bet and the first-bet bonus its placement issued (and whatever an earlier test raised).
    const { total } = everything.pagination;
    expect(total).toBeGreaterThanOrEqual(2);
    const second = await list('?limit=1&page=2', german);
    expect(second.pagination).toMatchObject({ page: 2, limit: 1, total, last_page: total });
    expect(second.data[0]!.id).toBe(everything.data[1]!.id);
    expect(everything.data.map((notification) => notification.title)).toContain('Wette gewonnen');
    const all = everything.data.map((notification) => notification.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));
  });
});

describe('marking notifications read (SPEC §7)', () => {
  it('marks the ids given, ignores another player’s, and publishes the new count', async () => {
    const other = 9_301;
    const otherHeaders = await bearerHeaders(test().deps.db, other);
    await post('/__sandbox/notifications/maintenance', {
      title: 'Upkeep',
      body: 'Tonight',
      user_ids: [other],
    });
    const [theirs] = (await list('', otherHeaders)).data;
    const [mine] = (await list()).data;
    const before = await unread();
    const response = await post('/api/v2/notifications/read', { ids: [mine!.id, theirs!.id] });
    expect(response.json()).toEqual({ ok: true });
    expect(await unread()).toBe(before - 1);
    expect(await unread(otherHeaders)).toBe(1);
    expect(privateEvents(test().userId, 'unread_counters_changed').at(-1)?.message).toEqual({
      unread: before - 1,
    });
  });

  it('read-all leaves no unread notification and the list shows every one read', async () => {
    await post('/api/v2/notifications/read-all');
    expect(await unread()).toBe(0);
    expect((await list()).data.every((notification) => notification.read)).toBe(true);
    expect(privateEvents(test().userId, 'unread_counters_changed').at(-1)?.message).toEqual({ unread: 0 });
  });

  it('refuses a visitor and an empty id list', async () => {
    expect((await get('/api/v2/notifications', {})).statusCode).toBe(401);
    const empty = await post('/api/v2/notifications/read', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expectErrorBody(empty.json());
  });
});

describe('maintenance announced through the control API', () => {
  it('reaches every player once per key, in the operator’s words', async () => {
    const payload = {
      title: 'Maintenance',
      body: 'Betting pauses at 02:00 UTC.',
      caption: '02:00',
      key: 'm-1',
    };
    const first = await post('/__sandbox/notifications/maintenance', payload);
    expect(first.statusCode).toBe(201);
    const { notified } = first.json() as { notified: number };
    expect(notified).toBeGreaterThanOrEqual(2);
    const again = await post('/__sandbox/notifications/maintenance', payload);
    expect(again.json()).toEqual({ notified: 0 });
    const [newest] = (await list()).data;
    expect(newest).toMatchObject({
      type: 'maintenance',
      title: 'Maintenance',
      caption: '02:00',
      object_id: null,
    });
  });

  it('answers 400 with the error body for an announcement without text', async () => {
    const response = await post('/__sandbox/notifications/maintenance', { title: '' });
    expect(response.statusCode).toBe(400);
    expectErrorBody(response.json());
  });
});
