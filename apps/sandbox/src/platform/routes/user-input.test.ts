import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformUsers } from '../../db/schema';
import { expectErrorBody } from '../../testing/expect-contract';
import { DEMO_PLAYER } from '../seed/demo-player';
import { API_HEADERS, sessionCookieOf, usePlatformApp } from '../testing/platform-test-app';

const test = usePlatformApp();

function post(url: string, payload: unknown) {
  return test().app.inject({ method: 'POST', url, headers: API_HEADERS, payload: payload as object });
}

async function userCount(): Promise<number> {
  const [row] = await test().deps.db.select({ n: count() }).from(platformUsers);
  return row!.n;
}

const newPlayer = {
  email: 'new.player@example.com',
  password: 'secret-pass-9',
  first_name: 'Zoë',
  currency: 'BTC',
  terms_accepted: true,
};

describe('bad input on the user routes', () => {
  const hostile = [
    ['a SQL-ish e-mail', { ...newPlayer, email: "x' OR '1'='1@example.com" }],
    [
      'a script in the first name',
      { ...newPlayer, email: 'a@example.com', first_name: '<script>alert(1)</script>' },
    ],
    [
      'a SQL-ish last name',
      { ...newPlayer, email: 'b@example.com', last_name: "Robert'); DROP TABLE users;--" },
    ],
    ['an oversized e-mail', { ...newPlayer, email: `${'a'.repeat(300)}@example.com` }],
    ['an oversized password', { ...newPlayer, email: 'c@example.com', password: `a1${'x'.repeat(200)}` }],
    ['a password without a digit', { ...newPlayer, email: 'd@example.com', password: 'onlyletters' }],
    ['a number for the e-mail', { ...newPlayer, email: 42 }],
    ['a missing password', { email: 'e@example.com', terms_accepted: true }],
    ['terms not accepted', { ...newPlayer, email: 'f@example.com', terms_accepted: false }],
    ['an unknown field', { ...newPlayer, email: 'g@example.com', is_admin: true }],
    ['an unknown currency', { ...newPlayer, email: 'h@example.com', currency: 'XYZ' }],
  ] as const;

  it.each(hostile)('refuses %s with a 4xx and stores nothing', async (_name, payload) => {
    const before = await userCount();
    const response = await post('/api/users', payload);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorBody(response.json());
    expect(await userCount()).toBe(before);
  });

  it('refuses a malformed confirmation token before looking it up', async () => {
    const response = await test().app.inject({
      url: "/api/users/confirmation?confirmation_token=' OR 1=1 --",
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).code).toBe('validation_failed');
  });

  it('refuses a state-changing call without the app header (CSRF)', async () => {
    const response = await test().app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      payload: DEMO_PLAYER,
    });
    expect(response.statusCode).toBe(403);
    expect(expectErrorBody(response.json()).details).toMatchObject({ reason: 'csrf' });
  });

  it('refuses a state-changing call from a foreign origin even with the header', async () => {
    const response = await test().app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { ...API_HEADERS, origin: 'http://evil.example' },
      payload: DEMO_PLAYER,
    });
    expect(response.statusCode).toBe(403);
  });

  it('accepts the web origin and the platform origin itself', async () => {
    for (const origin of [test().deps.webOrigin, 'http://localhost:4100']) {
      const response = await test().app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        headers: { ...API_HEADERS, origin, host: 'localhost:4100' },
        payload: DEMO_PLAYER,
      });
      expect(response.statusCode).toBe(200);
      sessionCookieOf(response);
    }
  });
});
