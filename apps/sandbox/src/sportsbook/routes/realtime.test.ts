import { privateUserChannel, routes } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../config';
import { verifyToken } from '../../realtime/tokens';
import { useTestApp } from '../../testing/test-app';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { buildSportsbookApp } from '../app';
import { bearerHeaders } from '../auth/test-bearer';

const app = useTestApp(buildSportsbookApp);
const { realtimeTokenSecret } = resolveOptions();

async function connectionSubject(headers: Record<string, string>): Promise<string | undefined> {
  const response = await app().inject({ method: 'POST', url: '/api/v2/websocket/token', headers });
  const { token } = expectContractResponse(routes.sportsbook.createConnectionToken, response.json());
  const verified = await verifyToken(token, realtimeTokenSecret);
  return typeof verified === 'string' ? undefined : verified.sub;
}

async function authorize(headers: Record<string, string>, channels: string[]) {
  return app().inject({ method: 'POST', url: '/api/v2/websocket/authorize', headers, payload: { channels } });
}

describe('real-time token routes', () => {
  it("signs a player's connection token with their id and a visitor's anonymously", async () => {
    expect(await connectionSubject(await bearerHeaders(app.deps().db, 301))).toBe('301');
    expect(await connectionSubject({})).toBe('');
  });

  it("grants the player's own private channel and refuses someone else's, channel by channel", async () => {
    const own = privateUserChannel('en', 302);
    const othersChannel = privateUserChannel('en', 999);
    const response = await authorize(await bearerHeaders(app.deps().db, 302), [
      own,
      othersChannel,
      'public:en.updates',
      privateUserChannel('de', 302),
    ]);
    expect(response.statusCode).toBe(200);
    const { channels } = expectContractResponse(routes.sportsbook.authorizeChannels, response.json());
    expect(channels.map((entry) => entry.channel)).toEqual([
      own,
      othersChannel,
      'public:en.updates',
      '$private:de.platform_user.302',
    ]);
    const [granted, refused, publicChannel, german] = channels;
    expect(granted && 'token' in granted).toBe(true);
    expect(german && 'token' in german).toBe(true);
    expect(refused).toMatchObject({ error: { code: 103 } });
    expect(publicChannel).toMatchObject({ error: { code: 103 } });
    const claims = await verifyToken((granted as { token: string }).token, realtimeTokenSecret);
    expect(claims).toMatchObject({ sub: '302', channel: own });
  });

  it('refuses a private channel under the br locale, which is published as pt', async () => {
    const response = await authorize(await bearerHeaders(app.deps().db, 303, { locale: 'br' }), [
      '$private:br.platform_user.303',
      '$private:pt.platform_user.303',
    ]);
    const { channels } = expectContractResponse(routes.sportsbook.authorizeChannels, response.json());
    expect(channels[0]).toMatchObject({ error: { code: 102 } });
    expect(channels[1] && 'token' in channels[1]).toBe(true);
  });

  it('grants a private channel only under its exact name: platform_user.02 is not user 2', async () => {
    const response = await authorize(await bearerHeaders(app.deps().db, 2), [
      '$private:en.platform_user.02',
      '$private:en.platform_user.2',
    ]);
    const { channels } = expectContractResponse(routes.sportsbook.authorizeChannels, response.json());
    expect(channels[0]).toMatchObject({ error: { code: 102 } });
    expect(channels[0]).not.toHaveProperty('token');
    expect(channels[1] && 'token' in channels[1]).toBe(true);
  });

  it('answers 401 without a session and 400 without channels', async () => {
    const anonymous = await authorize({}, [privateUserChannel('en', 1)]);
    expect(anonymous.statusCode).toBe(401);
    expectErrorBody(anonymous.json());
    expect((await authorize(await bearerHeaders(app.deps().db, 304), [])).statusCode).toBe(400);
  });
});
