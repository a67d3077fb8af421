import type { Limit } from '@sportsbook/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { accountsFixture, profileFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, renderInApp, TEST_API } from '@/testing/render-in-app';
import { LimitsView, limitsFormUrl } from './limits-view';
import { clockText } from './session-timer';

function limit(partial: Partial<Limit> & Pick<Limit, 'id' | 'type' | 'status'>): Limit {
  return {
    strategy: null,
    period: null,
    parent_type: null,
    disable_at: null,
    created_at: '2026-11-26T10:00:00.000Z',
    confirm_until: null,
    value: null,
    ...partial,
  };
}

beforeEach(() => {
  act(() => {
    dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    dispatchSession({ type: 'accounts', accounts: accountsFixture });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetSessionForTests());
});

describe('the limits view', () => {
  it('lists the limits in force and waiting with their status, and links to the platform form', async () => {
    mockApi([
      [
        /\/api\/user_limits$/,
        () => ({
          body: [
            limit({ id: 1, type: 'deposit', status: 'disabled', period: 'week', value: 30_000 }),
            limit({ id: 2, type: 'deposit', status: 'active', period: 'week', value: 20_000 }),
            limit({
              id: 3,
              type: 'deposit',
              status: 'unconfirmed',
              period: 'week',
              value: 50_000,
              confirm_until: '2026-11-27T10:00:00.000Z',
            }),
            limit({ id: 4, type: 'reality_check', status: 'active', value: 60 }),
          ],
        }),
      ],
    ]);
    renderInApp(<LimitsView />);
    const rows = await screen.findAllByRole('row');
    // The header row, then the three limits that bind or wait; the replaced one is history.
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('Deposit limit · per week');
    expect(rows[1]!.textContent).toContain('€200.00');
    expect(rows[1]!.textContent).toContain('Active');
    expect(rows[2]!.textContent).toContain('Waiting for the cooling-off');
    // The site's dateTime pattern (dd.MM.yyyy HH:mm) in UTC.
    expect(rows[2]!.textContent).toContain('Applies from 27.11.2026 10:00');
    expect(rows[3]!.textContent).toContain('60 minutes');
    expect(screen.getByRole('link', { name: 'Set or change limits' }).getAttribute('href')).toBe(
      `${TEST_API}/forms/limits?locale=en`,
    );
  });

  it('builds the form address on the platform origin', () => {
    expect(limitsFormUrl('https://platform.example/api', 'de')).toBe(
      'https://platform.example/forms/limits?locale=de',
    );
  });
});

describe('the session timer', () => {
  it('reads hours, minutes and seconds since sign-in', () => {
    // 1 h 2 min 5 s = 3,725 s.
    expect(clockText(3_725)).toBe('1:02:05');
    expect(clockText(-4)).toBe('0:00:00');
  });
});
