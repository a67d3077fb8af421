import { routes } from '@sportsbook/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatformApp } from '../../platform/app';
import { seedDemoPlayer } from '../../platform/seed/demo-player';
import { API_HEADERS, signInCookie } from '../../platform/testing/platform-test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { TEST_NOW, createTestDeps } from '../../testing/test-deps';
import { buildSportsbookApp } from '../app';

const SESSION_TTL_SECONDS = 600;
let clock = TEST_NOW;
let platform: FastifyInstance;
let sportsbook: FastifyInstance;
let closeDatabase = async () => {};

beforeAll(async () => {
  // The platform's clock and session lifetime, which the sportsbook's bearer check shares.
  const deps = await createTestDeps({
    platform: { now: () => clock, sessionTtlSeconds: SESSION_TTL_SECONDS },
  });
  closeDatabase = deps.database.close;
  await seedDemoPlayer(deps.db);
  platform = await buildPlatformApp(deps);
  sportsbook = await buildSportsbookApp(deps);
});

afterAll(async () => {
  await Promise.all([platform.close(), sportsbook.close()]);
  await closeDatabase();
});

/** Signs the demo player in and gets a sportsbook bearer for that platform session, as the web app does. */
async function signIn(): Promise<{ cookie: string; authorization: string }> {
  const cookie = await signInCookie(platform);
  const response = await platform.inject({
    method: 'POST',
    url: '/api/sportsbook_sessions',
    headers: { ...API_HEADERS, cookie },
  });
  const { token } = expectContractResponse(routes.platform.createSportsbookSession, response.json());
  return { cookie, authorization: `Bearer ${token}` };
}

/** What the sportsbook answers a bearer on a bets route and on both real-time token routes. */
async function bearerRoutes(authorization: string) {
  const headers = { authorization };
  const calls = await Promise.all([
    sportsbook.inject({ method: 'GET', url: '/api/v3/bets', headers }),
    sportsbook.inject({ method: 'POST', url: '/api/v2/websocket/token', headers }),
    sportsbook.inject({
      method: 'POST',
      url: '/api/v2/websocket/authorize',
      headers,
      payload: { channels: ['$private:en.platform_user.1'] },
    }),
  ]);
  return calls.map((response) =>
    response.statusCode === 401
      ? `401 ${String(expectErrorBody(response.json()).details?.reason)}`
      : String(response.statusCode),
  );
}

describe('a sportsbook bearer ends with its platform session', () => {
  it('is refused on bets and real-time token routes once the player signs out', async () => {
    const { cookie, authorization } = await signIn();
    expect(await bearerRoutes(authorization)).toEqual(['200', '200', '200']);
    const signOut = await platform.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { ...API_HEADERS, cookie },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await bearerRoutes(authorization)).toEqual(['401 ended', '401 ended', '401 ended']);
  });

  it('is refused once its platform session expires, although the bearer itself has time left', async () => {
    clock = TEST_NOW;
    const { authorization } = await signIn();
    // Session from 18:00:00 to 18:10:00; the bearer runs to 19:00:00.
    clock = TEST_NOW + (SESSION_TTL_SECONDS - 1) * 1000;
    expect(await bearerRoutes(authorization)).toEqual(['200', '200', '200']);
    clock = TEST_NOW + SESSION_TTL_SECONDS * 1000;
    expect(await bearerRoutes(authorization)).toEqual(['401 ended', '401 ended', '401 ended']);
    clock = TEST_NOW;
  });

  it("ends only the bearers of the session signed out, not those of the player's other browser", async () => {
    const phone = await signIn();
    const laptop = await signIn();
    await platform.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { ...API_HEADERS, cookie: phone.cookie },
    });
    expect((await bearerRoutes(phone.authorization))[0]).toBe('401 ended');
    expect(await bearerRoutes(laptop.authorization)).toEqual(['200', '200', '200']);
  });
});
