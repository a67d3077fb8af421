import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import type { Promotion } from './api/loyalty-queries';
import { Leaderboard } from './components/leaderboard';
import { LootboxCard } from './components/lootbox-card';
import { PromotionCard } from './components/promotion-card';
import { remaining } from './components/time-left';

const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 5.5 * 3_600_000).toISOString();
const yesterday = new Date(Date.now() - 86_400_000).toISOString();

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    id: 900_000_000,
    name: 'Goal hunt',
    type: 'hunting',
    status: 'active',
    issued: {
      is_active: true,
      currency: 'EUR',
      currency_subunits: 2,
      farming: {
        avg_stake: 1_000,
        bets_count: 3,
        points: 30,
        available_points: 30,
        potential_points: 20,
        potential_freebet_amount: 1_000,
        initial_pool: 0,
      },
    },
    farm_once_per_event: true,
    farming_freebet_type: 'freebet_no_risk',
    show_in_promotion: true,
    farmed_event_ids: [],
    used_in_bets: [],
    valid_from: yesterday,
    valid_to: inThreeDays,
    promotion_status: 'active',
    description: 'Every bet farms 10 points.',
    banners: {
      desktop: { id: 1, url: 'http://localhost:4200/fe-api/banners/hunting-desktop.webp', alt: 'Goal hunt' },
      mobile: { id: 2, url: 'http://localhost:4200/fe-api/banners/hunting-mobile.webp', alt: 'Goal hunt' },
    },
    pool_amount: null,
    currency: 'EUR',
    currency_subunits: 2,
    boost_multiplier: null,
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('hunting and tournament cards', () => {
  it('a joined hunting shows its points towards the next freebet, its terms, status and time left', () => {
    renderInApp(<PromotionCard promotion={promotion()} signedIn />);
    const card = screen.getByRole('article', { name: 'Goal hunt' });
    const bar = within(card).getByRole('progressbar', { name: 'Points' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(bar.getAttribute('aria-valuemax')).toBe('50');
    expect(card.textContent).toContain('20 more points for a €10.00 freebet');
    expect(card.textContent).toContain('Every bet farms 10 points.');
    expect(card.textContent).toContain('Active');
    expect(card.textContent).toContain('Ends in 3 d 5 h');
    expect(card.textContent).toContain('You are taking part');
  });

  it('a visitor is asked to sign in to join; a player joins through the activation route', async () => {
    const fetchMock = mockApi([[/\/bonuses\/900000001\/activate/, () => ({ body: { ok: true } })]]);
    const open = promotion({
      id: 900_000_001,
      status: 'available',
      issued: null,
      type: 'tournament',
      pool_amount: 123_456,
    });
    const { unmount } = renderInApp(<PromotionCard promotion={open} signedIn={false} />);
    expect(screen.getByRole('button', { name: 'Sign in to join' })).toBeTruthy();
    expect(screen.getByText('€1,234.56')).toBeTruthy();
    unmount();
    renderInApp(<PromotionCard promotion={open} signedIn />);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/bonuses/900000001/activate');
  });

  it('counts time left in days, then hours, then minutes', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(remaining(new Date(now + 90 * 60_000).toISOString(), now)).toEqual({ d: 0, h: 1, m: 30 });
    expect(remaining(new Date(now - 1).toISOString(), now)).toBeNull();
  });
});

describe('leaderboard', () => {
  it('pins the player’s own row after the top rows, after a gap, marked as theirs', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({
      position: i + 1,
      current_user: false,
      email: `r***${i}@sandbox.test`,
      farmed_amount: 30_000 - i * 500,
      currency_code: 'EUR',
      farmed_freebets_count: 0,
    }));
    rows.push({
      ...rows[0]!,
      position: 13,
      current_user: true,
      email: 'demo@sandbox.test',
      farmed_amount: 23_750,
    });
    mockApi([[/\/rating/, () => ({ body: { data: rows } })]]);
    const tournament = promotion({ id: 900_000_001, type: 'tournament', name: 'Weekly race' });
    renderInApp(<Leaderboard tournament={tournament} viewer={7} />);
    const table = await screen.findByRole('table');
    const own = within(table).getByRole('row', { name: /demo@sandbox\.test/ });
    expect(own.getAttribute('aria-current')).toBe('true');
    expect(own.textContent).toContain('13');
    expect(own.textContent).toContain('(you)');
    expect(own.textContent).toContain('€237.50');
    const bodies = table.querySelectorAll('tbody');
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.contains(own)).toBe(true);
  });
});

describe('lootbox card', () => {
  it('opens with the chosen freebet; the server’s multiplier is shown and announced', async () => {
    const fetchMock = mockApi([
      [
        /\/bonuses\/freebets/,
        () => ({
          body: {
            data: [
              {
                id: 41,
                name: 'Welcome freebet',
                type: 'freebet_all_win',
                min_odds: null,
                max_odds: null,
                match_status: 'all',
                selection_count_from: 1,
                selection_count_to: 10,
                status: 'available',
                issued: {
                  is_active: true,
                  amount: 500,
                  currency: 'EUR',
                  created_at: yesterday,
                  boost_multiplier: null,
                },
                boost_data: null,
                valid_to: inThreeDays,
              },
            ],
            pagination: { total: 1, page: 1, limit: 50, last_page: 1 },
          },
        }),
      ],
      [
        /\/bonuses\/950000000\/boost/,
        () => ({ body: { boost_multiplier: 2, freebet_id: 41, amount: 1_000, currency: 'EUR' } }),
      ],
    ]);
    const box = promotion({
      id: 950_000_000,
      type: 'lootbox',
      name: 'Lucky box',
      status: 'active',
      freebets_to_boost: [41],
    });
    renderInApp(<LootboxCard lootbox={box} viewer={7} />);
    const select = await screen.findByRole('combobox', { name: 'Freebet to boost' });
    expect(select.textContent).toContain('Welcome freebet · €5.00');
    fireEvent.click(screen.getByRole('button', { name: 'Open the box' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('×2! Your freebet is now €10.00.'),
    );
    const boost = fetchMock.mock.calls.find(([url]) => String(url).includes('/boost'))!;
    expect(JSON.parse(String(boost[1]!.body))).toEqual({ freebet_id: 41 });
  });
});
