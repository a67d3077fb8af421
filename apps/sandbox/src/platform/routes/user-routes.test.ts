import { routes } from '@sportsbook/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformUsers } from '../../db/schema';
import { expectContractResponse, expectErrorBody } from '../../testing/expect-contract';
import { listOutbox } from '../outbox/outbox';
import { DEMO_PLAYER } from '../seed/demo-player';
import { API_HEADERS, signInCookie, usePlatformApp } from '../testing/platform-test-app';

const { platform } = routes;
const test = usePlatformApp({ platform: { maxFailedSignIns: 3 } });

function post(url: string, payload: unknown, method: 'POST' | 'PUT' = 'POST') {
  return test().app.inject({ method, url, headers: API_HEADERS, payload: payload as object });
}

async function userCount(): Promise<number> {
  const [row] = await test().deps.db.select({ n: count() }).from(platformUsers);
  return row!.n;
}

/** The token of the newest outbox link to `path`. */
async function latestToken(path: string, parameter: string): Promise<string> {
  const message = (await listOutbox(test().deps.db)).find((candidate) => candidate.link?.includes(path));
  const token = message?.link ? new URL(message.link).searchParams.get(parameter) : null;
  if (!token) throw new Error(`No ${path} link in the outbox`);
  return token;
}

const newPlayer = {
  email: 'New.Player@Example.com',
  password: 'secret-pass-9',
  first_name: 'Zoë',
  last_name: "O'Neill-Smith",
  currency: 'BTC',
  terms_accepted: true,
};

describe('sign-up, confirmation and sign-in', () => {
  it('signs a player up, mails the confirmation link, and refuses sign-in until it is followed', async () => {
    const response = await post('/api/users', newPlayer);
    expect(response.statusCode).toBe(201);
    expect(expectContractResponse(platform.signUp, response.json())).toEqual({
      email: 'new.player@example.com',
      confirmation_required: true,
    });
    const unconfirmed = await post('/api/users/sign_in', {
      email: newPlayer.email,
      password: newPlayer.password,
    });
    expect(unconfirmed.statusCode).toBe(403);
    expect(expectErrorBody(unconfirmed.json()).code).toBe('unconfirmed');

    const token = await latestToken('/account/confirm', 'confirmation_token');
    const confirmed = await test().app.inject({ url: `/api/users/confirmation?confirmation_token=${token}` });
    expect(expectContractResponse(platform.confirmEmail, confirmed.json())).toEqual({ ok: true });
    const again = await test().app.inject({ url: `/api/users/confirmation?confirmation_token=${token}` });
    expect(expectErrorBody(again.json()).code).toBe('invalid_token');

    const signedIn = await post('/api/users/sign_in', {
      email: 'NEW.player@example.com',
      password: newPlayer.password,
    });
    expect(signedIn.statusCode).toBe(200);
    const profile = expectContractResponse(platform.signIn, signedIn.json());
    expect(profile).toMatchObject({ email: 'new.player@example.com', first_name: 'Zoë', currency: 'BTC' });
  });

  it('refuses a second account with the same address, whatever its case', async () => {
    const before = await userCount();
    const response = await post('/api/users', { ...newPlayer, email: 'NEW.PLAYER@example.com' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorBody(response.json()).code).toBe('email_taken');
    expect(await userCount()).toBe(before);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie for the whole origin, Secure only over https', async () => {
    const plain = await post('/api/users/sign_in', DEMO_PLAYER);
    const cookie = plain.cookies.find((candidate) => candidate.name === 'sandbox_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeUndefined();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const https = await test().app.inject({
      method: 'POST',
      url: '/api/users/sign_in',
      headers: { ...API_HEADERS, 'x-forwarded-proto': 'https' },
      payload: DEMO_PLAYER,
    });
    expect(https.cookies.find((candidate) => candidate.name === 'sandbox_session')?.secure).toBe(true);
  });

  it('sends the session cookie SameSite=None; Secure; Partitioned over https once an operator of another site may frame the product, and clears it the same way', async () => {
    const { deps, app } = test();
    deps.sites.patch({
      config: { embed: { allowed_origins: ['https://casino.example'], session_handler: false } },
    });
    try {
      const https = { ...API_HEADERS, 'x-forwarded-proto': 'https', host: 'platform.brand.example' };
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/users/sign_in',
        headers: https,
        payload: DEMO_PLAYER,
      });
      const set = String(signedIn.headers['set-cookie']);
      expect(set).toMatch(/^sandbox_session=[A-Za-z0-9_-]{43};/);
      expect(set).toMatch(/; SameSite=None/);
      expect(set).toMatch(/; Secure/);
      expect(set).toMatch(/; Partitioned/);
      const cookie = set.split(';')[0]!;
      const out = await app.inject({
        method: 'DELETE',
        url: '/api/users/sign_out',
        headers: { ...https, cookie },
      });
      const cleared = String(out.headers['set-cookie']);
      expect(cleared).toMatch(/^sandbox_session=;/);
      expect(cleared).toMatch(/; SameSite=None/);
      expect(cleared).toMatch(/; Partitioned/);
      // over plain http the browser would drop SameSite=None: it stays Lax
      const plain = await post('/api/users/sign_in', DEMO_PLAYER);
      expect(String(plain.headers['set-cookie'])).toMatch(/; SameSite=Lax/);
      expect(String(plain.headers['set-cookie'])).not.toMatch(/Partitioned/);
    } finally {
      deps.sites.reset();
    }
  });

  it('answers an unknown address like a wrong password', async () => {
    const unknown = await post('/api/users/sign_in', { email: 'nobody@example.com', password: 'whatever1' });
    expect(unknown.statusCode).toBe(401);
    expect(expectErrorBody(unknown.json()).code).toBe('invalid_credentials');
  });

  it('signs out: the session ends and the cookie is cleared', async () => {
    const cookie = await signInCookie(test().app);
    const out = await test().app.inject({
      method: 'DELETE',
      url: '/api/users/sign_out',
      headers: { ...API_HEADERS, cookie },
    });
    expect(expectContractResponse(platform.signOut, out.json())).toEqual({ ok: true });
    expect(out.cookies.find((candidate) => candidate.name === 'sandbox_session')?.value).toBe('');
    const player = await test().app.inject({ url: '/api/player', headers: { cookie } });
    expect(player.statusCode).toBe(401);
  });
});

describe('lockout after failed sign-ins', () => {
  it('locks the account at the configured failure, mails an unlock link, and the link unlocks it', async () => {
    await post('/api/users', { ...newPlayer, email: 'locked@example.com' });
    await test().app.inject({
      url: `/api/users/confirmation?confirmation_token=${await latestToken('/account/confirm', 'confirmation_token')}`,
    });
    const wrong = { email: 'locked@example.com', password: 'wrong-pass-1' };
    const first = await post('/api/users/sign_in', wrong);
    expect(first.statusCode).toBe(401);
    expect(expectErrorBody(first.json()).details).toEqual({});
    await post('/api/users/sign_in', wrong);
    const third = await post('/api/users/sign_in', wrong);
    expect(third.statusCode).toBe(423);
    expect(expectErrorBody(third.json()).code).toBe('account_locked');
    const rightButLocked = await post('/api/users/sign_in', { ...wrong, password: newPlayer.password });
    expect(rightButLocked.statusCode).toBe(423);

    const token = await latestToken('/account/unlock', 'unlock_token');
    const unlocked = await test().app.inject({ url: `/api/users/unlock?unlock_token=${token}` });
    expect(expectContractResponse(platform.unlock, unlocked.json())).toEqual({ ok: true });
    const signedIn = await post('/api/users/sign_in', { ...wrong, password: newPlayer.password });
    expect(signedIn.statusCode).toBe(200);
  });

  it('mails a fresh unlock link on request only while the account is locked', async () => {
    const before = (await listOutbox(test().deps.db)).length;
    const response = await post('/api/users/unlock', { email: DEMO_PLAYER.email });
    expect(expectContractResponse(platform.resendUnlock, response.json())).toEqual({ ok: true });
    expect((await listOutbox(test().deps.db)).length).toBe(before);
  });
});

describe('password reset', () => {
  it('mails a reset link, sets the new password with its token once, and ends the old sessions', async () => {
    await post('/api/users', { ...newPlayer, email: 'forgetful@example.com' });
    const requested = await post('/api/users/password', { email: 'forgetful@example.com' });
    expect(expectContractResponse(platform.requestPasswordReset, requested.json())).toEqual({ ok: true });
    const token = await latestToken('reset_password_token', 'reset_password_token');
    const edited = await post(
      '/api/users/password',
      { reset_password_token: token, password: 'brand-new-7' },
      'PUT',
    );
    expect(expectContractResponse(platform.editPassword, edited.json())).toEqual({ ok: true });
    const reused = await post(
      '/api/users/password',
      { reset_password_token: token, password: 'other-new-7' },
      'PUT',
    );
    expect(expectErrorBody(reused.json()).code).toBe('invalid_token');
    const signedIn = await post('/api/users/sign_in', {
      email: 'forgetful@example.com',
      password: 'brand-new-7',
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = (await listOutbox(test().deps.db)).length;
    const response = await post('/api/users/password', { email: 'ghost@example.com' });
    expect(response.statusCode).toBe(200);
    expect((await listOutbox(test().deps.db)).length).toBe(before);
  });

  it('resends the confirmation link to an unconfirmed address', async () => {
    await post('/api/users', { ...newPlayer, email: 'slow@example.com' });
    const before = (await listOutbox(test().deps.db)).length;
    const response = await post('/api/users/confirmation', { email: 'slow@example.com' });
    expect(expectContractResponse(platform.resendConfirmation, response.json())).toEqual({ ok: true });
    expect((await listOutbox(test().deps.db)).length).toBe(before + 1);
  });
});
