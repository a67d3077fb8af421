import { routes } from '@sportsbook/contract';
import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { registerRoute } from '../../http/register-route';
import { useTestApp } from '../../testing/test-app';
import { expectErrorBody } from '../../testing/expect-contract';
import { buildSportsbookApp } from '../app';
import { PUBLISHED_SECRETS } from '../../config-secrets';
import { issueSportsbookSession } from './session-token';
import { bearerHeaders } from './test-bearer';

const app = useTestApp(buildSportsbookApp);

async function settingsWith(authorization: string) {
  return app().inject({ method: 'GET', url: '/api/v2/settings', headers: { authorization } });
}

describe('sportsbook bearer sessions', () => {
  it('answers 401 with the reason when a bearer route is called without a token', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/v2/favourites/matches' });
    expect(response.statusCode).toBe(401);
    expect(expectErrorBody(response.json())).toMatchObject({
      code: 'unauthorized',
      details: { reason: 'missing' },
    });
  });

  it('refuses a forged or expired token even on a route visitors may call', async () => {
    const forged = await settingsWith('Bearer aaa.bbb.ccc');
    expect(forged.statusCode).toBe(401);
    expect(expectErrorBody(forged.json()).details).toEqual({ reason: 'invalid' });
    const { authorization } = await bearerHeaders(app.deps().db, 5, {
      ttlSeconds: 60,
      now: () => Date.now() - 120_000,
    });
    const expired = await settingsWith(authorization);
    expect(expired.statusCode).toBe(401);
    expect(expectErrorBody(expired.json()).details).toEqual({ reason: 'expired' });
    expect((await settingsWith('Basic dXNlcjpwYXNz')).statusCode).toBe(401);
  });

  it('refuses a bearer forged with a published default secret on a sandbox started with its own', async () => {
    const genuine = await bearerHeaders(app.deps().db, 1);
    const favourites = (authorization: string) =>
      app().inject({ method: 'GET', url: '/api/v2/favourites/matches', headers: { authorization } });
    expect((await favourites(genuine.authorization)).statusCode).toBe(200);
    // The forgery differs from the genuine bearer only in its key: same player, same live platform session.
    const { sid } = decodeJwt(genuine.authorization.slice('Bearer '.length));
    for (const published of PUBLISHED_SECRETS) {
      const forged = await issueSportsbookSession(1, {
        secret: published,
        locale: 'en',
        platformSessionId: sid as string,
      });
      const response = await favourites(`Bearer ${forged.token}`);
      expect(response.statusCode).toBe(401);
      expect(expectErrorBody(response.json()).details).toEqual({ reason: 'invalid' });
    }
  });

  it('will not mount a bearer route on an app that cannot check tokens', () => {
    const bare = Fastify();
    expect(() => registerRoute(bare, routes.sportsbook.getFavourites, () => ({ favoriteIds: [] }))).toThrow(
      /installSportsbookSessions/,
    );
  });
});
