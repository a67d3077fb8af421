import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../testing/expect-contract';
import { API_HEADERS, usePlatformApp } from '../testing/platform-test-app';

// NOTE: the tests share the app's global count and run in order: 3 + 1 requests let through before the global
// test, which lets 2 more through and refuses the seventh.
const test = usePlatformApp({ platform: { rateLimits: { perClient: 3, global: 6, windowMs: 60_000 } } });

function from(client: string, url: string, payload: object) {
  return test().app.inject({ method: 'POST', url, headers: API_HEADERS, payload, remoteAddress: client });
}

function expectTooManyRequests(response: LightMyRequestResponse, scope: 'client' | 'global'): void {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(expectErrorBody(response.json())).toEqual({
    code: 'too_many_requests',
    message: `Too many requests (${scope} limit)`,
    localized_message: 'Too many requests. Please wait a moment.',
    details: { scope, retry_after_seconds: retryAfter },
  });
}

const wrongSignIn = { email: 'demo@sandbox.test', password: 'wrong-pass-1' };

describe('per-client rate limit', () => {
  it('answers 429 with Retry-After past the limit of one client, counting sign-in, sign-up and mail requests together', async () => {
    const client = '203.0.113.7';
    expect((await from(client, '/api/users/sign_in', wrongSignIn)).statusCode).toBe(401);
    expect((await from(client, '/api/users/password', { email: 'a@example.com' })).statusCode).toBe(200);
    expect((await from(client, '/api/users/unlock', { email: 'a@example.com' })).statusCode).toBe(200);
    expectTooManyRequests(
      await from(client, '/api/users/confirmation', { email: 'a@example.com' }),
      'client',
    );
    expectTooManyRequests(
      await from(client, '/api/users', {
        email: 'b@example.com',
        password: 'fine-pass-1',
        terms_accepted: true,
      }),
      'client',
    );
  });

  it('lets another client and the routes that are not limited through', async () => {
    expect((await from('203.0.113.8', '/api/users/sign_in', wrongSignIn)).statusCode).toBe(401);
    const health = await test().app.inject({ url: '/health', remoteAddress: '203.0.113.7' });
    expect(health.statusCode).toBe(200);
  });
});

describe('global rate limit', () => {
  it('answers 429 with Retry-After to any client once all clients together are past the limit', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2'])
      expect((await from(client, '/api/users/sign_in', wrongSignIn)).statusCode).toBe(401);
    expectTooManyRequests(await from('198.51.100.5', '/api/users/sign_in', wrongSignIn), 'global');
  });
});
