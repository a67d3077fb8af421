import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { profileFixture } from '@/platform/session/testing/player-fixtures';
import { comboboostFixture, farmingFixture, freebetFixture } from '@/testing/bonus-fixtures';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import type { PlayerBonus } from './api/player-bonuses';
import { BonusAlertModal } from './components/bonus-alert-modal';
import { BonusCard } from './components/bonus-card';
import { BonusHeaderItem } from './components/bonus-header-item';
import { useBonusAlertQueue } from './use-bonus-alert-queue';

const freebet = freebetFixture;
const comboboost = comboboostFixture;
const farming = farmingFixture;

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => resetSessionForTests());
});

describe('a card per bonus type (SPEC §2.5)', () => {
  const textOf = (bonus: PlayerBonus) => {
    const { unmount } = renderInApp(<BonusCard bonus={bonus} />);
    const text = screen.getByTestId('bonus-card').textContent;
    unmount();
    return text;
  };

  it('comboboost: its best boost and the smallest combo it applies to', () => {
    expect(textOf(comboboost)).toBe('ComboboostAcca boostUp to ×1.25 on combos of 3 or more selections');
  });

  it('freebet: its amount and variant', () => {
    expect(textOf(freebet)).toBe('FreebetPromo freebet€5.00 · Freebet (stake returned)');
  });

  it('hunting: the points towards the next freebet once joined, how it works before', () => {
    expect(textOf(farming('hunting'))).toBe(
      'HuntingGoal huntFarm points with qualifying bets and turn them into freebets',
    );
    const joined = farming('hunting', {
      status: 'active',
      issued: {
        is_active: true,
        currency: 'EUR',
        currency_subunits: 2,
        farming: {
          avg_stake: 500,
          bets_count: 3,
          points: 30,
          available_points: 30,
          potential_points: 20,
          potential_freebet_amount: 1_000,
          initial_pool: 0,
        },
      },
    });
    expect(textOf(joined)).toContain('30 of 50 points towards a €10.00 freebet');
  });

  it('hunting tournament: its prize pool', () => {
    expect(textOf(farming('tournament'))).toBe(
      'Hunting tournamentWeekly racePrize pool €1,234.56: climb the leaderboard with qualifying bets',
    );
  });

  it('lootbox: what opening it does', () => {
    expect(textOf(farming('lootbox'))).toBe('LootboxLucky boxOpen it to boost one of your freebets');
  });
});

function Alerts() {
  const alert = useBonusAlertQueue(7, { enabled: true, delayMs: 10 });
  return alert.bonus ? (
    <BonusAlertModal bonus={alert.bonus} open={alert.open} waiting={alert.waiting} onClose={alert.close} />
  ) : null;
}

describe('bonus alerts (SPEC §4: unseen available bonuses one by one, then marked seen)', () => {
  it('shows each unseen bonus in turn, marks it seen as it opens, and shows none after the last', async () => {
    let unseen: PlayerBonus[] = [freebet, farming('lootbox')];
    const seen: unknown[] = [];
    mockApi([
      [/\/bonuses\?.*unseen=true/, () => ({ body: { data: unseen } })],
      [
        /\/bonuses\/mark-as-seen/,
        (_url, init) => {
          const body = JSON.parse(String(init!.body)) as { id: number }[];
          seen.push(body);
          unseen = unseen.filter((bonus) => !body.some((item) => item.id === bonus.id));
          return { body: { ok: true } };
        },
      ],
    ]);
    renderInApp(<Alerts />);
    const first = await screen.findByRole('dialog', { name: 'You have a freebet' });
    expect(within(first).getByTestId('bonus-card').textContent).toContain('Promo freebet');
    expect(first.textContent).toContain('Bonuses still to show: 1');
    await waitFor(() => expect(seen).toEqual([[{ id: 41, type: 'freebet' }]]));
    fireEvent.click(within(first).getByRole('button', { name: 'Got it' }));
    const second = await screen.findByRole('dialog', { name: 'You have a lootbox to open' });
    expect(within(second).getByRole('link', { name: 'See promotions' }).getAttribute('href')).toBe(
      '/promotions',
    );
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]).toEqual([{ id: 950_000_001, type: 'lootbox' }]);
    fireEvent.click(within(second).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(seen).toHaveLength(2);
  });
});

describe('the bonus header item (SPEC §2.7)', () => {
  it('links a player to the Promotions page with how many bonuses they can use', async () => {
    act(() => {
      dispatchSession({ type: 'bearer', bearer: 'b' });
      dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    });
    mockApi([[/\/bonuses\?available=true/, () => ({ body: { data: [freebet, comboboost] } })]]);
    renderInApp(<BonusHeaderItem />);
    const link = await screen.findByRole('link', { name: 'Bonuses: 2 available' });
    expect(link.getAttribute('href')).toBe('/promotions');
  });

  it('links a visitor there without a count', () => {
    act(() => dispatchSession({ type: 'not-logged-in' }));
    renderInApp(<BonusHeaderItem />);
    expect(screen.getByRole('link', { name: 'Bonuses' }).getAttribute('href')).toBe('/promotions');
  });
});
