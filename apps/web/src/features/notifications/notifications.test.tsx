import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@sportsbook/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { betslipStores } from '@/features/betslip';
import { resetSessionForTests } from '@/platform/session';
import { renderAsPlayerWithRealtime } from '@/testing/render-as-player';
import { mockApi, pageOf } from '@/testing/render-in-app';
import { NotificationsButton } from './components/notifications-button';

const navigation = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/',
  useParams: () => ({}),
  useRouter: () => ({ push: navigation.push, replace: vi.fn(), prefetch: vi.fn() }),
}));
const jackpots = vi.hoisted(() => ({ openJackpotDetails: vi.fn() }));
vi.mock('@/features/jackpots', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  openJackpotDetails: jackpots.openJackpotDetails,
}));

function notification(id: number, patch: Partial<Notification> = {}): Notification {
  return {
    id,
    title: `Bet won ${id}`,
    body: `Your bet B-${id} won 20.00 EUR.`,
    caption: `B-${id}`,
    type: 'bet',
    object_type: 'bet',
    object_id: 100 + id,
    read: false,
    created_at: '2026-11-26T09:00:00.000Z',
    ...patch,
  };
}

function setup(list: Notification[], unread: number, listStatus = 200) {
  const posted: string[] = [];
  mockApi([
    // The server's count: what it was, none once everything is read.
    [
      /\/notifications\/counters/,
      () => ({ body: { unread: posted.some((line) => line.includes('read-all')) ? 0 : unread } }),
    ],
    [
      /\/notifications\/read/,
      (url, init) => {
        posted.push(`${url.pathname} ${String(init?.body ?? '')}`);
        return { body: { ok: true } };
      },
    ],
    [/\/notifications\?/, () => ({ status: listStatus, body: listStatus === 200 ? pageOf(list) : {} })],
  ]);
  const { publish } = renderAsPlayerWithRealtime(<NotificationsButton />);
  return { posted, publish };
}

const bell = () => screen.getByTestId('notifications-button');

afterEach(() => {
  act(() => resetSessionForTests());
  act(() => betslipStores.panel.close());
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the notifications bell', () => {
  it('shows the unread count, then the count unread_counters_changed brings, and toasts a new notification', async () => {
    const { publish } = setup([], 2);
    await waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 2 unread'));
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toContain('2'));
    await waitFor(() =>
      expect(() => publish({ event_name: 'unread_counters_changed', message: { unread: 3 } })).not.toThrow(),
    );
    expect(screen.getByTestId('notifications-badge').textContent).toContain('3');
    publish({ event_name: 'notification', message: { notification: notification(9) } });
    expect(await screen.findByText('Your bet B-9 won 20.00 EUR.')).toBeTruthy();
    publish({ event_name: 'unread_counters_changed', message: { unread: 0 } });
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
    expect(bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('lists notifications by day in a dialog; mark all read posts read-all and clears the badge', async () => {
    const { posted } = setup(
      [notification(2), notification(1, { read: true, created_at: '2026-11-20T09:00:00.000Z' })],
      1,
    );
    await waitFor(() => expect(screen.getByTestId('notifications-badge').textContent).toContain('1'));
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dialog).getAllByTestId('notification')).toHaveLength(2));
    expect(within(dialog).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    // An announcement in another script than the page's keeps its punctuation at its own end.
    expect(within(dialog).getByText('Bet won 2').getAttribute('dir')).toBe('auto');
    expect(within(dialog).getByText('Your bet B-2 won 20.00 EUR.').getAttribute('dir')).toBe('auto');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(posted).toContain('/api/v2/notifications/read-all '));
    await waitFor(() => expect(screen.queryByTestId('notifications-badge')).toBeNull());
  });

  it('opening a bet notification marks it read and opens My Bets', async () => {
    const { posted } = setup([notification(4)], 1);
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /Open in My Bets/ }));
    await waitFor(() => expect(posted).toContain('/api/v2/notifications/read {"ids":[4]}'));
    expect(betslipStores.panel.getState()).toEqual({ open: true, tab: 'MY_BETS' });
  });

  it('says there are none yet when the list is empty', async () => {
    setup([], 0);
    fireEvent.click(bell());
    expect(await screen.findByText(/You have no notifications yet/)).toBeTruthy();
  });

  it('says so when the list cannot be loaded', async () => {
    setup([], 0, 500);
    fireEvent.click(bell());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your notifications could not be loaded.',
    );
  });

  it('a bonus notification opens the Promotions page with the player’s bonuses, a jackpot one the jackpot’s details', async () => {
    const { posted } = setup(
      [
        notification(6, { type: 'bonus', object_type: 'bonus', object_id: 30, title: 'Freebet' }),
        notification(5, { type: 'jackpot', object_type: 'jackpot_hit', object_id: 2, title: 'Jackpot' }),
      ],
      2,
    );
    fireEvent.click(bell());
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(dialog).findByRole('button', { name: /See your bonuses/ }));
    await waitFor(() => expect(posted).toContain('/api/v2/notifications/read {"ids":[6]}'));
    expect(navigation.push).toHaveBeenCalledWith('/promotions');
    expect(jackpots.openJackpotDetails).not.toHaveBeenCalled();
    fireEvent.click(bell());
    const again = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(again).findByRole('button', { name: /See the jackpot/ }));
    expect(jackpots.openJackpotDetails).toHaveBeenCalledTimes(1);
    expect(navigation.push).toHaveBeenCalledTimes(1);
  });

  it('one toast per new bonus: a bonus or jackpot notification joins the count, their own features toast them', async () => {
    const { publish } = setup([], 0);
    await waitFor(() =>
      expect(() => publish({ event_name: 'unread_counters_changed', message: { unread: 0 } })).not.toThrow(),
    );
    publish({
      event_name: 'notification',
      message: { notification: notification(7, { type: 'bonus', object_type: 'bonus', body: 'A freebet' }) },
    });
    publish({
      event_name: 'notification',
      message: {
        notification: notification(8, { type: 'jackpot', object_type: 'jackpot_hit', body: 'A hit' }),
      },
    });
    publish({ event_name: 'notification', message: { notification: notification(9) } });
    expect(await screen.findByText('Your bet B-9 won 20.00 EUR.')).toBeTruthy();
    expect(screen.queryByText('A freebet')).toBeNull();
    expect(screen.queryByText('A hit')).toBeNull();
  });
});
