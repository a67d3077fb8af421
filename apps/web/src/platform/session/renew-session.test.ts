import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiAuthHooks } from '../api/api-client';
import type { ApiContext } from '../api/api-client';
import { closeAuthModal, getAuthPrompt } from './auth-prompt';
import { RENEW_BEFORE_MS, renewSession, renewalDelay } from './renew-session';
import { dispatchSession, getSession, resetSessionForTests } from './session-store';
import { handleUnauthorized } from './sign-out';
import { profileFixture } from './testing/player-fixtures';

const context: ApiContext = { sportsbookApiUrl: 'http://sb.test', platformApiUrl: 'http://pf.test' };

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

beforeEach(() => {
  resetSessionForTests();
  closeAuthModal();
  setApiAuthHooks({ bearer: () => getSession().bearer, onUnauthorized: () => handleUnauthorized(context) });
  dispatchSession({ type: 'bearer', bearer: 'old', expiresAt: '2026-01-01T01:00:00Z' });
  dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
});

afterEach(() => {
  setApiAuthHooks(null);
  vi.unstubAllGlobals();
});

describe('renewalDelay', () => {
  it('renews a minute before the bearer ends, and at once when that moment has passed', () => {
    const end = '2026-01-01T01:00:00Z';
    expect(renewalDelay(end, Date.parse(end) - 10 * 60_000)).toBe(10 * 60_000 - RENEW_BEFORE_MS);
    expect(renewalDelay(end, Date.parse(end))).toBe(0);
  });
});

describe('renewSession', () => {
  it('switches to the fresh bearer of a new sportsbook session, leaving /continue to the reality check', async () => {
    answer(200, { token: 'new', expires_at: '2026-01-01T02:00:00Z' });
    await renewSession(context);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect([init?.method, String(url)]).toEqual(['POST', 'http://pf.test/api/sportsbook_sessions']);
    expect(getSession()).toMatchObject({
      status: 'logged_in',
      bearer: 'new',
      expiresAt: '2026-01-01T02:00:00Z',
    });
  });

  it('signs out with the expired prompt when the platform session has ended', async () => {
    answer(403, { code: 'session_error', message: 'no session' });
    await renewSession(context);
    expect(getSession()).toMatchObject({ status: 'not_logged_in', bearer: null, sessionExpired: true });
    expect(getAuthPrompt()).toMatchObject({ modal: 'signIn', sessionExpired: true });
  });
});
