import { SiteDocument } from '@sportsbook/contract';
import type { SessionLimitState } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, setApiAuthHooks } from '@/platform/api/api-client';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import {
  dispatchSession,
  getAuthPrompt,
  getSession,
  handleUnauthorized,
  resetSessionForTests,
} from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { SiteProvider } from '@/platform/site/site-provider';
import { mockApi, TEST_API } from '@/testing/render-in-app';
import messages from '../../../messages/en.json';
import { getSessionLimitsQueryOptions, SESSION_LIMITS_REFETCH_MS } from './api/get-session-limits';
import { ResponsibleGamblingRoot } from './responsible-gambling-root';
import { HeaderSessionTimer } from './session-timer';
import { ACTIVITY_PING_MS } from './use-activity-ping';

const context = { sportsbookApiUrl: TEST_API, platformApiUrl: TEST_API };

function renderRoot(
  flags: { responsible_gambling?: boolean; activity_tracking?: boolean },
  ui: ReactNode = <ResponsibleGamblingRoot />,
) {
  const site = SiteDocument.parse({
    config: {
      id: 'test',
      name: 'Test',
      logo: { src: '/logo.svg', alt: 'Test', width: 10, height: 10 },
      locales: [{ code: 'en', nameInLocale: 'English' }],
    },
    feature_flags: flags,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <RuntimeConfigProvider value={{ ...context, realtimeUrl: '', siteId: 'test' }}>
        <SiteProvider config={site.config} featureFlags={site.feature_flags}>
          <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
        </SiteProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
}

/** A session 65 minutes old with one lost bet of 12.50, its 60-minute reality check due. */
const dueState: SessionLimitState = {
  session: {
    started_at: '2026-11-26T10:00:00.000Z',
    elapsed_seconds: 65 * 60,
    net_win_loss: -1_250,
    currency: 'EUR',
    bets_count: 1,
  },
  period: { minutes: 60, started_at: '2026-11-26T10:00:00.000Z' },
  session_limit: null,
  session_timer: false,
};

beforeEach(() => {
  act(() => {
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
  setApiAuthHooks({ bearer: () => null, onUnauthorized: (error) => handleUnauthorized(context, error) });
});

afterEach(() => {
  setApiAuthHooks(null);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  act(() => resetSessionForTests());
});

describe('the reality check', () => {
  it('must be answered: shows the time played and the net loss, and Continue answers it', async () => {
    let state = dueState;
    const fetch = mockApi([
      [/\/api\/user_limits\/session$/, () => ({ body: state })],
      [
        /\/api\/sportsbook_sessions\/continue$/,
        () => {
          state = { ...dueState, period: null };
          return { body: { token: 'fresh', expires_at: '2026-11-26T12:00:00Z' } };
        },
      ],
    ]);
    renderRoot({ responsible_gambling: true });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog.textContent).toContain('1:05:00');
    expect(dialog.textContent).toContain('-€12.50');
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull());
    expect(getSession().bearer).toBe('fresh');
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/sportsbook_sessions/continue'))).toBe(
      true,
    );
  });

  it('offers Continue past a session limit only where the jurisdiction allows it', async () => {
    mockApi([
      [
        /\/api\/user_limits\/session$/,
        () => ({
          body: {
            ...dueState,
            period: null,
            session_limit: { minutes: 90, reached: true, can_continue: false },
          },
        }),
      ],
    ]);
    renderRoot({ responsible_gambling: true });
    await screen.findByRole('dialog', { name: 'Session limit reached' });
    expect(screen.queryByRole('button', { name: 'Continue playing' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave and sign out' })).toBeTruthy();
  });

  it('is polled every 30 s without a cache, and a 400 stops the polling', () => {
    const options = getSessionLimitsQueryOptions(context, 7, true);
    const interval = options.refetchInterval as (query: { state: { error: unknown } }) => number | false;
    expect(interval({ state: { error: null } })).toBe(SESSION_LIMITS_REFETCH_MS);
    expect(SESSION_LIMITS_REFETCH_MS).toBe(30_000);
    expect(options.gcTime).toBe(0);
    expect(options.staleTime).toBe(0);
    expect(interval({ state: { error: new ApiRequestError(400, null, 'x') } })).toBe(false);
    expect(interval({ state: { error: new ApiRequestError(500, null, 'x') } })).toBe(
      SESSION_LIMITS_REFETCH_MS,
    );
  });
});

describe('activity tracking', () => {
  it('pings every 60 s with an active activity limit and, on its 401, signs out into the limit-reached modal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = mockApi([
      [
        /\/api\/user_limits$/,
        () => ({
          body: [
            {
              id: 1,
              type: 'activity',
              status: 'active',
              strategy: null,
              period: 'day',
              parent_type: null,
              disable_at: null,
              created_at: '2026-11-26T10:00:00.000Z',
              confirm_until: null,
              value: 1,
            },
          ],
        }),
      ],
      [
        /\/api\/player\/activity_limit_track$/,
        () => ({
          status: 401,
          body: {
            code: 'unauthorized',
            message: 'reached',
            localized_message: 'reached',
            details: { reason: 'activity_limit_reached' },
          },
        }),
      ],
    ]);
    renderRoot({ activity_tracking: true });
    const pings = () =>
      fetch.mock.calls.filter(([url]) => String(url).includes('activity_limit_track')).length;
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(pings()).toBe(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ACTIVITY_PING_MS);
    });
    expect(pings()).toBe(1);
    await screen.findByRole('dialog', { name: 'Activity limit reached' });
    expect(getSession().status).toBe('not_logged_in');
    expect(getAuthPrompt().modal).toBeNull();
  });
});

describe('the session timer', () => {
  it('shows the time since sign-in in the header where the jurisdiction asks for one, as a timer that is not a live region', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2026-11-26T11:05:00.000Z') });
    mockApi([
      [/\/api\/user_limits\/session$/, () => ({ body: { ...dueState, period: null, session_timer: true } })],
    ]);
    renderRoot({ responsible_gambling: true }, <HeaderSessionTimer placement="actions" />);
    const timer = await screen.findByRole('timer', { name: 'Session time' });
    // Signed in at 10:00, now 11:05.
    expect(timer.textContent).toContain('1:05:00');
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(timer.closest('[aria-live]')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(timer.textContent).toContain('1:05:02');
  });

  it('is not shown where the jurisdiction does not ask for one', async () => {
    const fetch = mockApi([[/\/api\/user_limits\/session$/, () => ({ body: dueState })]]);
    renderRoot({ responsible_gambling: true }, <HeaderSessionTimer placement="actions" />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
