import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setApiAuthHooks } from '../api/api-client';
import type { ApiContext } from '../api/api-client';
import { routeRefs } from '@sportsbook/contract/refs';
import { closeAuthModal, getAuthPrompt } from './auth-prompt';
import { loadSession } from './load-session';
import { VISITOR_SESSION } from './session-state';
import { getSession, resetSessionForTests, seedSession, subscribeSession } from './session-store';
import { handleUnauthorized, onSignedOut } from './sign-out';
import { accountsFixture, profileFixture, settingsFixture } from './testing/player-fixtures';

const context: ApiContext = { sportsbookApiUrl: 'http://sb.test', platformApiUrl: 'http://pf.test' };

type Reply = { status: number; body: unknown };
const json = (body: unknown, status = 200): Reply => ({ status, body });

/** A fake back end: answers by "METHOD path" and records every request. */
function backEnd(replies: Record<string, Reply>) {
  const calls: { key: string; headers: Record<string, string>; credentials?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const key = `${init.method} ${new URL(url).pathname}`;
      calls.push({ key, headers: init.headers as Record<string, string>, credentials: init.credentials });
      const reply = replies[key] ?? json({ code: 'not_found', message: 'no', localized_message: 'no' }, 404);
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
  return calls;
}

const signedIn: Record<string, Reply> = {
  'POST /api/sportsbook_sessions': json({ token: 'bearer-1', expires_at: '2026-01-01T01:00:00Z' }),
  'GET /api/player': json(profileFixture),
  'GET /api/v2/settings': json(settingsFixture),
  'GET /api/player/accounts': json(accountsFixture),
  'GET /api/player/comp_points': json({ points: 40 }),
  'GET /api/player/status_groups': json([{ id: 1, name: 'Silver', status_ids: [2], condition: null }]),
  'DELETE /api/users/sign_out': json({ ok: true }),
};

beforeEach(() => {
  resetSessionForTests();
  closeAuthModal();
  setApiAuthHooks({ bearer: () => getSession().bearer, onUnauthorized: () => handleUnauthorized(context) });
});

afterEach(() => {
  setApiAuthHooks(null);
  vi.unstubAllGlobals();
});

describe('loadSession', () => {
  it('treats a 403 from the session call as a visitor', async () => {
    backEnd({ 'POST /api/sportsbook_sessions': json({ code: 'session_error', message: 'x' }, 403) });
    await loadSession(context, { applySettings: vi.fn() });
    expect(getSession()).toMatchObject({ status: 'not_logged_in', bearer: null, player: null });
  });

  it('loads the player, applies the odds type and keeps only active accounts', async () => {
    const calls = backEnd(signedIn);
    const applySettings = vi.fn();
    await loadSession(context, { applySettings });
    const session = getSession();
    expect(session.status).toBe('logged_in');
    expect(session.bearer).toBe('bearer-1');
    expect(session.player?.compPoints).toBe(40);
    expect(session.player?.accounts.map((account) => account.currency)).toEqual(['EUR', 'BTC']);
    expect(applySettings).toHaveBeenCalledWith(expect.objectContaining({ activeOddsType: 'british' }));
    const settingsCall = calls.find((call) => call.key === 'GET /api/v2/settings');
    expect(settingsCall?.headers.authorization).toBe('Bearer bearer-1');
  });

  it('sends no JSON content type on the bodyless session call, with cookies and the app header', async () => {
    const calls = backEnd(signedIn);
    await loadSession(context, { applySettings: vi.fn() });
    const sessionCall = calls.find((call) => call.key === 'POST /api/sportsbook_sessions');
    expect(sessionCall?.headers['content-type']).toBeUndefined();
    expect(sessionCall?.headers.app).toBe('sportsbook');
    expect(sessionCall?.credentials).toBe('include');
  });

  it('takes a 401 on comp points as no points', async () => {
    backEnd({
      ...signedIn,
      'GET /api/player/comp_points': json({ code: 'unauthorized', message: 'x' }, 401),
    });
    await loadSession(context, { applySettings: vi.fn() });
    expect(getSession().status).toBe('logged_in');
    expect(getSession().player?.compPoints).toBe(0);
  });
});

describe("loadSession on a page the server drew as a visitor's (decision 0048)", () => {
  let stop = () => {};
  afterEach(() => stop());

  /** The statuses every change of the session announced, in order. */
  function announced(): string[] {
    const seen: string[] = [];
    stop = subscribeSession(() => seen.push(getSession().status));
    return seen;
  }

  it('asks the platform without moving the session: a 403 changes nothing', async () => {
    seedSession(VISITOR_SESSION);
    const seen = announced();
    const calls = backEnd({
      'POST /api/sportsbook_sessions': json({ code: 'session_error', message: 'x' }, 403),
    });
    await loadSession(context, { applySettings: vi.fn() }, { visitorStands: true });
    expect(calls.map((call) => call.key)).toEqual(['POST /api/sportsbook_sessions']);
    expect(seen).toEqual([]);
    expect(getSession()).toBe(VISITOR_SESSION);
  });

  it('signs in a player found after all, through pending as after a sign-in', async () => {
    seedSession(VISITOR_SESSION);
    const seen = announced();
    backEnd(signedIn);
    await loadSession(context, { applySettings: vi.fn() }, { visitorStands: true });
    expect(seen).toEqual(['pending', 'pending', 'logged_in', 'logged_in']);
    expect(getSession().player?.profile.id).toBe(profileFixture.id);
  });

  it('moves an unknown session through pending, as before', async () => {
    const seen = announced();
    backEnd({ 'POST /api/sportsbook_sessions': json({ code: 'session_error', message: 'x' }, 403) });
    await loadSession(context, { applySettings: vi.fn() });
    expect(seen).toEqual(['pending', 'not_logged_in']);
  });
});

describe('a 401 on a player query', () => {
  it('signs the player out with the expired flag and asks to sign in again', async () => {
    backEnd(signedIn);
    await loadSession(context, { applySettings: vi.fn() });
    const signedOut = vi.fn();
    const stop = onSignedOut(signedOut);
    backEnd({ 'GET /api/player/phone': json({ code: 'unauthorized', message: 'expired' }, 401) });
    await expect(apiRequest(routeRefs.platform.getPhone, {}, context)).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ status: 'not_logged_in', player: null, sessionExpired: true });
    expect(getAuthPrompt()).toMatchObject({ modal: 'signIn', sessionExpired: true });
    expect(signedOut).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a visitor alone', async () => {
    backEnd({ 'GET /api/player/phone': json({ code: 'unauthorized', message: 'x' }, 401) });
    await expect(apiRequest(routeRefs.platform.getPhone, {}, context)).rejects.toMatchObject({ status: 401 });
    expect(getSession().status).toBe('unknown');
    expect(getAuthPrompt().modal).toBeNull();
  });
});
