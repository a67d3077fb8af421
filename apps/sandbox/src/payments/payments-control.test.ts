import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBaseApp } from '../http/base-app';
import { DEMO_PLAYER } from '../platform/seed/demo-player';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { paymentControlRoutes } from './payments-control';

const test = usePlatformApp();
let control: FastifyInstance;

beforeAll(() => {
  control = createBaseApp(test().deps, 'control');
  paymentControlRoutes(control, test().deps);
});

async function eurBalance(cookie: string): Promise<number> {
  const accounts = await test().app.inject({ url: '/api/player/accounts', headers: { cookie } });
  return (accounts.json() as { currency: string; balance: number }[]).find((a) => a.currency === 'EUR')!
    .balance;
}

describe('payments control API', () => {
  it('makes a player a tester, whose pending deposit settles to success through the control API once', async () => {
    const tester = await control.inject({
      method: 'PUT',
      url: '/__sandbox/payments/tester',
      payload: { email: DEMO_PLAYER.email, tester: true },
    });
    expect(tester.json().status_ids).toContain(99);
    const cookie = await signInCookie(test().app);
    const before = await eurBalance(cookie);
    const made = await test().app.inject({
      method: 'POST',
      url: '/api/payments/deposits',
      headers: { ...API_HEADERS, cookie },
      payload: {
        amount: 3_000,
        currency: 'EUR',
        method_id: 'mastercard_3220',
        idempotency_key: 'control-pending-1',
      },
    });
    expect(made.json().status).toBe('pending');
    const settle = () =>
      control.inject({
        method: 'POST',
        url: '/__sandbox/payments/settle',
        payload: { email: DEMO_PLAYER.email, outcome: 'success' },
      });
    const first = await settle();
    expect(first.json().settled).toEqual([
      expect.objectContaining({ id: made.json().id, status: 'success' }),
    ]);
    expect((await settle()).json().settled).toEqual([]);
    // 30.00 EUR credited once
    expect(await eurBalance(cookie)).toBe(before + 3_000);
  });

  it('refuses an unknown outcome and an unknown player', async () => {
    const bad = await control.inject({
      method: 'POST',
      url: '/__sandbox/payments/settle',
      payload: { outcome: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await control.inject({
      method: 'PUT',
      url: '/__sandbox/payments/tester',
      payload: { email: 'nobody@sandbox.test', tester: true },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
