import { routes } from '@sportsbook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PLAYER } from '../platform/seed/demo-player';
import { API_HEADERS, signInCookie, usePlatformApp } from '../platform/testing/platform-test-app';
import { expectContractResponse, expectErrorBody } from '../testing/expect-contract';

const { platform } = routes;
let clock = Date.parse('2026-11-26T12:00:00Z');
const test = usePlatformApp({ platform: { now: () => clock } });
let cookie = '';

beforeAll(async () => {
  cookie = await signInCookie(test().app);
});

/** Moves the platform's clock; the session may have ended meanwhile, so the player signs in again. */
async function advance(ms: number) {
  clock += ms;
  cookie = await signInCookie(test().app);
}

async function setLimit(payload: object, headers: Record<string, string> = API_HEADERS) {
  return test().app.inject({
    method: 'POST',
    url: '/api/user_limits',
    headers: { ...headers, cookie },
    payload,
  });
}

async function limitsOf(type: string) {
  const response = await test().app.inject({ url: '/api/user_limits', headers: { cookie } });
  const limits = expectContractResponse(platform.getUserLimits, response.json());
  return limits
    .filter((limit) => limit.type === type)
    .map(({ status, value, period }) => ({ status, value, period }));
}

describe('setting limits through the platform (the default site is under the MGA policy)', () => {
  it('refuses a change without the app header, like every state-changing platform call', async () => {
    const response = await setLimit({ type: 'loss', period: 'day', value: 1_000 }, {});
    expect(response.statusCode).toBe(403);
    expect(expectErrorBody(response.json()).details).toMatchObject({ reason: 'csrf' });
  });

  it('applies a decrease at once and an increase only after the 24-hour cooling-off', async () => {
    expect((await setLimit({ type: 'loss', period: 'day', value: 5_000 })).statusCode).toBe(200);
    expect((await setLimit({ type: 'loss', period: 'day', value: 2_000 })).statusCode).toBe(200);
    expect(await limitsOf('loss')).toEqual([
      { status: 'disabled', value: 5_000, period: 'day' },
      { status: 'active', value: 2_000, period: 'day' },
    ]);
    const raised = await setLimit({ type: 'loss', period: 'day', value: 9_000 });
    const pending = expectContractResponse(platform.setUserLimit, raised.json()).find(
      (limit) => limit.status === 'unconfirmed',
    );
    expect(pending).toMatchObject({ value: 9_000, confirm_until: '2026-11-27T12:00:00.000Z' });
    await advance(23 * 3_600_000);
    expect((await limitsOf('loss')).slice(1)).toEqual([
      { status: 'active', value: 2_000, period: 'day' },
      { status: 'unconfirmed', value: 9_000, period: 'day' },
    ]);
    await advance(3_600_000);
    expect((await limitsOf('loss')).slice(1)).toEqual([
      { status: 'disabled', value: 2_000, period: 'day' },
      { status: 'confirmed', value: 9_000, period: 'day' },
    ]);
  });

  it('answers the error body for a limit the policy refuses', async () => {
    const response = await setLimit({ type: 'coolingoff', value: 31 });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json())).toMatchObject({
      code: 'invalid_limit',
      details: { max_days: 30 },
    });
  });
});

describe('a time-out', () => {
  it('signs the player out at once and refuses sign-in until it ends', async () => {
    expect((await setLimit({ type: 'coolingoff', value: 2 })).statusCode).toBe(200);
    expect((await test().app.inject({ url: '/api/player', headers: { cookie } })).statusCode).toBe(401);
    const refused = await test().app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: API_HEADERS,
      payload: DEMO_PLAYER,
    });
    expect(refused.statusCode).toBe(403);
    expect(expectErrorBody(refused.json())).toMatchObject({
      code: 'self_excluded',
      details: { reason: 'coolingoff', until: new Date(clock + 2 * 86_400_000).toISOString() },
    });
    await advance(2 * 86_400_000);
    expect((await test().app.inject({ url: '/api/player', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('a self-exclusion', () => {
  const signIn = () =>
    test().app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: API_HEADERS,
      payload: DEMO_PLAYER,
    });

  it('signs the player out and, without an end, refuses sign-in however long after', async () => {
    expect((await setLimit({ type: 'selfexclusion', value: null })).statusCode).toBe(200);
    expect((await test().app.inject({ url: '/api/player', headers: { cookie } })).statusCode).toBe(401);
    clock += 400 * 86_400_000;
    const refused = await signIn();
    expect(refused.statusCode).toBe(403);
    expect(expectErrorBody(refused.json())).toMatchObject({
      code: 'self_excluded',
      details: { reason: 'selfexclusion', until: null },
    });
  });
});
