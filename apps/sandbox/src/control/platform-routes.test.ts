import { privateUserChannel } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../testing/expect-contract';
import { DEMO_PLAYER } from '../platform/seed/demo-player';
import { signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { platformControlRoutes } from './platform-routes';
import { createBaseApp } from '../http/base-app';

const test = usePlatformApp();
let control: FastifyInstance;

beforeAll(() => {
  control = createBaseApp(test().deps, 'control');
  platformControlRoutes(control, test().deps);
});

function call(method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown) {
  return control.inject({ method, url, payload: payload as object });
}

describe('platform control API', () => {
  it("expires a player's session, so the next platform call answers 401", async () => {
    const cookie = await signInCookie(test().app);
    expect((await test().app.inject({ url: '/api/player', headers: { cookie } })).statusCode).toBe(200);
    const expired = await call('POST', '/__sandbox/platform/expire-session', { email: DEMO_PLAYER.email });
    expect(expired.json()).toEqual({ expired: expect.any(Number) });
    expect((await test().app.inject({ url: '/api/player', headers: { cookie } })).statusCode).toBe(401);
  });

  it('sets a balance and announces it on the private channel', async () => {
    test().publisher.published.length = 0;
    const response = await call('PUT', '/__sandbox/platform/balance', {
      email: DEMO_PLAYER.email,
      currency: 'BTC',
      balance: 50_000_000,
    });
    expect(response.json()).toMatchObject({ currency: 'BTC', balance: 50_000_000, locked: 0 });
    expect(test().publisher.published).toContainEqual({
      channel: privateUserChannel('en', test().demoPlayerId),
      data: {
        event_name: 'balance_changed',
        message: { balance: { value: 50_000_000, currency: 'BTC', subunits: 8 }, locked: 0 },
      },
    });
  });

  it('pushes a balance change through the wallet', async () => {
    test().publisher.published.length = 0;
    const up = await call('POST', '/__sandbox/platform/balance-change', {
      email: DEMO_PLAYER.email,
      currency: 'BTC',
      amount: 1_000,
    });
    expect(up.json()).toEqual({ currency: 'BTC', balance: 50_001_000, locked: 0 });
    const down = await call('POST', '/__sandbox/platform/balance-change', {
      email: DEMO_PLAYER.email,
      currency: 'BTC',
      amount: -60_000_000,
    });
    expect(expectErrorBody(down.json()).code).toBe('insufficient_funds');
    expect(test().publisher.published.length).toBeGreaterThan(0);
  });

  it('refuses bad bodies and unknown players', async () => {
    const bad = await call('PUT', '/__sandbox/platform/balance', {
      email: DEMO_PLAYER.email,
      currency: 'BTC',
      balance: -1,
    });
    expect(bad.statusCode).toBe(400);
    const locked = await call('PUT', '/__sandbox/platform/balance', {
      email: DEMO_PLAYER.email,
      currency: 'BTC',
      balance: 1,
      locked: 2,
    });
    expect(locked.statusCode).toBe(400);
    const unknown = await call('POST', '/__sandbox/platform/expire-session', { email: 'ghost@example.com' });
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the outbox, newest first', async () => {
    await test().app.inject({
      method: 'POST',
      url: '/api/users/password',
      headers: { app: 'sportsbook' },
      payload: { email: DEMO_PLAYER.email },
    });
    const [latest] = (await call('GET', '/__sandbox/platform/outbox')).json() as { recipient: string }[];
    expect(latest?.recipient).toBe(DEMO_PLAYER.email);
  });
});
