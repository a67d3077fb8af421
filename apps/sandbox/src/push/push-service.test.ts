import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { importJWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxDeps } from '../deps';
import { seedDemoPlayer } from '../platform/seed/demo-player';
import { buildSportsbookApp } from '../sportsbook/app';
import { bearerHeaders } from '../sportsbook/auth/test-bearer';
import { expectContractResponse } from '../testing/expect-contract';
import { createTestDeps } from '../testing/test-deps';
import { startPushEndpoint } from './push-test-endpoint';
import { DEVELOPMENT_VAPID_KEYS } from './vapid-config';

let push: Awaited<ReturnType<typeof startPushEndpoint>>;
let deps: SandboxDeps;
let app: FastifyInstance;
let headers: { authorization: string };
let userId: number;
let close = async () => {};

beforeAll(async () => {
  push = await startPushEndpoint();
  const built = await createTestDeps({ control: true, vapid: DEVELOPMENT_VAPID_KEYS });
  deps = built;
  close = built.database.close;
  userId = await seedDemoPlayer(deps.db);
  headers = await bearerHeaders(deps.db, userId);
  app = await buildSportsbookApp(deps);
});

afterAll(async () => {
  await app.close();
  await close();
  await push.close();
});

async function saveSubscription(value: string | null) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/settings',
    headers,
    payload: { one_signal_push_notification_subscription: value },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** Announces maintenance to the test player through the control API and waits for its push to be answered. */
async function announce(title: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/__sandbox/notifications/maintenance',
    payload: { title, body: 'Betting pauses at 02:00 UTC.', user_ids: [userId] },
  });
  expect(response.statusCode, response.body).toBe(201);
  await deps.services.push!.idle();
}

describe('web push of notifications, against a local push service (issue 22)', () => {
  it('pushes a new notification to the saved subscription, VAPID-signed and encrypted for that browser', async () => {
    await saveSubscription(JSON.stringify(push.subscription));
    await announce('Maintenance tonight');
    expect(push.received).toHaveLength(1);
    const [sent] = push.received;
    expect(sent!.path).toBe('/push/device-1');
    expect(sent!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '3600', urgency: 'normal' });

    // RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over the push service's origin.
    const [, token, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(sent!.headers.authorization))!;
    expect(key).toBe(DEVELOPMENT_VAPID_KEYS.publicKey);
    const point = Buffer.from(key!, 'base64url');
    const publicKey = await importJWK({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    });
    const { payload } = await jwtVerify(token!, publicKey, { algorithms: ['ES256'] });
    expect(payload).toMatchObject({
      aud: new URL(push.subscription.endpoint).origin,
      sub: DEVELOPMENT_VAPID_KEYS.subject,
    });

    const list = await app.inject({ method: 'GET', url: '/api/v2/notifications', headers });
    const [newest] = expectContractResponse(routes.sportsbook.getNotifications, list.json()).data;
    expect(JSON.parse(push.decrypt(sent!.body))).toEqual({
      title: 'Maintenance tonight',
      body: 'Betting pauses at 02:00 UTC.',
      tag: `notification-${newest!.id}`,
      url: `/?notification=${newest!.id}`,
    });
  });

  it('forgets a subscription the push service says is gone (410), and pushes nothing more to it', async () => {
    push.endpoint.status = 410;
    await announce('Gone');
    expect(push.received).toHaveLength(2);
    const settings = await app.inject({ method: 'GET', url: '/api/v2/settings', headers });
    expect(settings.json()).toMatchObject({ one_signal_push_notification_subscription: null });
    push.endpoint.status = 201;
    await announce('Not pushed');
    expect(push.received).toHaveLength(2);
  });

  it('leaves a OneSignal subscription id to OneSignal: nothing is pushed by the sandbox', async () => {
    await saveSubscription('6c9f0b62-5a1e-4c9a-9f0e-2b7d3c1a8e55');
    await announce('For OneSignal');
    expect(push.received).toHaveLength(2);
  });

  it('a push service that does not answer fails no request: the notification is raised all the same', async () => {
    await saveSubscription(JSON.stringify({ ...push.subscription, endpoint: 'http://127.0.0.1:9/push/x' }));
    await announce('Unreachable');
    const counters = await app.inject({ method: 'GET', url: '/api/v2/notifications/counters', headers });
    expect(counters.json()).toMatchObject({ unread: expect.any(Number) });
    expect(push.received).toHaveLength(2);
  });
});
