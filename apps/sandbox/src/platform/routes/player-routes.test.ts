import { routes } from '@sportsbook/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userLimits, walletAccounts } from '../../db/schema';
import { verifySportsbookSession } from '../../sportsbook/auth/session-token';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { listOutbox } from '../outbox/outbox';
import { API_HEADERS, signInCookie, usePlatformApp } from '../testing/platform-test-app';

const { platform } = routes;
const test = usePlatformApp();
let cookie = '';

beforeAll(async () => {
  cookie = await signInCookie(test().app);
});

function get(url: string, withSession = true) {
  return test().app.inject({ url, headers: withSession ? { cookie } : {} });
}

function send(method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) {
  return test().app.inject({ method, url, headers: { ...API_HEADERS, cookie }, payload: payload as object });
}

describe('the signed-in player', () => {
  it('reads the profile with its statuses and missing fields', async () => {
    const profile = expectContractResponse(platform.getPlayer, (await get('/api/player')).json());
    expect(profile).toMatchObject({
      email: 'demo@sandbox.test',
      first_name: 'Alex',
      currency: 'EUR',
      auth_fields_missed: [],
      statuses: [{ id: 2 }],
      auth_phone_number: '+4915112345678',
    });
  });

  it('lists only the open accounts, with their subunits, fiat and crypto', async () => {
    const accounts = expectContractResponse(platform.getAccounts, (await get('/api/player/accounts')).json());
    expect(
      accounts.map((account) => [account.currency, account.subunits, account.fiat, account.balance]),
    ).toEqual([
      ['BTC', 8, false, 1_250_000],
      ['EUR', 2, true, 25_000],
    ]);
  });

  it('opens an account in a new currency and makes it the current one', async () => {
    const created = await send('POST', '/api/player/accounts', { currency: 'USDT' });
    expect(expectContractResponse(platform.createAccount, created.json())).toMatchObject({
      currency: 'USDT',
      subunits: 6,
      balance: 0,
      active: true,
    });
    expect((await get('/api/player')).json().currency).toBe('USDT');
    const reopened = await send('POST', '/api/player/accounts', { currency: 'USD' });
    expect(reopened.json()).toMatchObject({ currency: 'USD', active: true });
    const currencies = (await get('/api/player/accounts'))
      .json()
      .map((account: { currency: string }) => account.currency);
    expect(currencies).toEqual(expect.arrayContaining(['EUR', 'BTC', 'USDT', 'USD']));
    await send('POST', '/api/player/accounts', { currency: 'EUR' });
  });

  it('refuses an unknown currency and stores nothing', async () => {
    const response = await send('POST', '/api/player/accounts', { currency: 'DROP1' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).code).toBe('unsupported_currency');
    const rows = await test()
      .deps.db.select()
      .from(walletAccounts)
      .where(and(eq(walletAccounts.userId, test().demoPlayerId), eq(walletAccounts.currency, 'DROP1')));
    expect(rows).toEqual([]);
  });

  it('stores a language the site offers, through its alias too, and refuses others', async () => {
    const stored = await send('PATCH', '/api/player/update_locale', { locale: 'de' });
    expect(expectContractResponse(platform.updateLocale, stored.json())).toEqual({ language: 'de' });
    expect((await get('/api/player')).json().language).toBe('de');
    const alias = await send('PATCH', '/api/player/update_locale', { locale: 'nb' });
    expect(alias.json()).toEqual({ language: 'no' });
    const unknown = await send('PATCH', '/api/player/update_locale', { locale: 'xx' });
    expect(unknown.statusCode).toBe(400);
    const script = await send('PATCH', '/api/player/update_locale', { locale: '<script>' });
    expect(expectErrorBody(script.json()).code).toBe('validation_failed');
    await send('PATCH', '/api/player/update_locale', { locale: 'en' });
  });

  it('answers comp points, status groups and limits', async () => {
    expect(
      expectContractResponse(platform.getCompPoints, (await get('/api/player/comp_points')).json()),
    ).toEqual({
      points: 1250,
    });
    const groups = expectContractResponse(
      platform.getStatusGroups,
      (await get('/api/player/status_groups')).json(),
    );
    expect(groups.find((group) => group.status_ids.includes(2))?.name).toBe('Silver');
    const limits = expectContractResponse(platform.getUserLimits, (await get('/api/user_limits')).json());
    expect(limits.map((limit) => [limit.type, limit.status])).toEqual([
      ['activity', 'active'],
      ['deposit', 'confirmed'],
    ]);
  });

  it('launches a known virtual wallet provider and refuses an unknown one', async () => {
    const launched = await send('POST', '/api/virtual_wallet/sandbox-virtuals/launch', { app: 'sportsbook' });
    const { url } = expectContractResponse(platform.launchVirtualWallet, launched.json());
    expect(new URL(url).pathname).toBe('/virtual_wallet/sandbox-virtuals');
    const page = await get(new URL(url).pathname);
    expect(page.body).toContain('250.00 EUR');
    const unknown = await send('POST', '/api/virtual_wallet/constructor/launch', { app: 'sportsbook' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('phone verification', () => {
  it('texts a code to the outbox, holds a resend for a minute, and verifies with the code', async () => {
    const updated = await send('PUT', '/api/player/phone', { number: '+4917612345678', country: 'DE' });
    expect(expectContractResponse(platform.updatePhone, updated.json())).toMatchObject({
      number: '+4917612345678',
      verified: false,
      resend_timeout: 60,
    });
    const again = await send('PUT', '/api/player/phone', { number: '+4917612345678', country: 'DE' });
    expect(again.statusCode).toBe(429);
    const sms = (await listOutbox(test().deps.db)).find((message) => message.kind === 'sms');
    const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const wrong = await send('POST', '/api/player/phone/verification', {
      code: code === '000000' ? '111111' : '000000',
    });
    expect(expectErrorBody(wrong.json()).code).toBe('invalid_code');
    const verified = await send('POST', '/api/player/phone/verification', { code });
    expect(expectContractResponse(platform.verifyPhone, verified.json()).verified).toBe(true);
    expect(expectContractResponse(platform.getPhone, (await get('/api/player/phone')).json())).toMatchObject({
      number: '+4917612345678',
      verified: true,
    });
  });

  it.each([
    ['a local number', { number: '017612345678', country: 'DE' }],
    ['a script', { number: '<script>', country: 'DE' }],
    ['a lower-case country', { number: '+4917612345678', country: 'de' }],
    ['a number as a number', { number: 4917612345678, country: 'DE' }],
  ])('refuses %s', async (_name, payload) => {
    const response = await send('PUT', '/api/player/phone', payload);
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).code).toBe('validation_failed');
  });
});

describe('the activity limit', () => {
  it('counts pings and, once reached, answers 401 and ends the session', async () => {
    const own = await signInCookie(test().app);
    await test()
      .deps.db.update(userLimits)
      .set({ used: 238 })
      .where(and(eq(userLimits.userId, test().demoPlayerId), eq(userLimits.type, 'activity')));
    const ping = () =>
      test().app.inject({
        method: 'POST',
        url: '/api/player/activity_limit_track',
        headers: { ...API_HEADERS, cookie: own },
      });
    expect(expectContractResponse(platform.trackActivity, (await ping()).json())).toEqual({ ok: true });
    const reached = await ping();
    expect(reached.statusCode).toBe(401);
    expect(expectErrorBody(reached.json()).details).toEqual({ reason: 'activity_limit_reached' });
    expect((await test().app.inject({ url: '/api/player', headers: { cookie: own } })).statusCode).toBe(401);
    await test()
      .deps.db.update(userLimits)
      .set({ used: 0 })
      .where(eq(userLimits.userId, test().demoPlayerId));
    cookie = await signInCookie(test().app);
  });
});

describe('sportsbook sessions', () => {
  it('issues a bearer token for the signed-in player, and again on continue', async () => {
    const created = await send('POST', '/api/sportsbook_sessions');
    const session = expectContractResponse(platform.createSportsbookSession, created.json());
    const verified = await verifySportsbookSession(session.token, test().deps.sportsbookSessionSecret);
    expect(verified).toMatchObject({ userId: test().demoPlayerId, locale: 'en' });
    const continued = await send('POST', '/api/sportsbook_sessions/continue');
    expect(expectContractResponse(platform.continueSportsbookSession, continued.json()).token).toBeTruthy();
  });

  it('answers 403 session_error without a session', async () => {
    for (const url of ['/api/sportsbook_sessions', '/api/sportsbook_sessions/continue']) {
      const response = await test().app.inject({ method: 'POST', url, headers: API_HEADERS });
      expect(response.statusCode).toBe(403);
      expect(expectErrorBody(response.json()).code).toBe('session_error');
    }
  });
});

describe('a visitor', () => {
  it.each([
    '/api/player',
    '/api/player/accounts',
    '/api/player/phone',
    '/api/player/comp_points',
    '/api/player/status_groups',
    '/api/user_limits',
  ])('gets 401 from %s', async (url) => {
    const response = await get(url, false);
    expect(response.statusCode).toBe(401);
    expect(expectErrorBody(response.json()).code).toBe('unauthorized');
  });

  it('gets 401 with a forged or malformed cookie', async () => {
    for (const forged of ['sandbox_session=' + 'A'.repeat(43), "sandbox_session=' OR 1=1 --"]) {
      const response = await test().app.inject({ url: '/api/player', headers: { cookie: forged } });
      expect(response.statusCode).toBe(401);
    }
  });
});
