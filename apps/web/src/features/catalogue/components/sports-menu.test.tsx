import type { Sport } from '@sportsbook/contract';
import { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playerSettingsQueryKey } from '@/platform/session';
import { settingsFixture } from '@/platform/session/testing/player-fixtures';
import { mockApi, pageOf, renderInApp } from '@/testing/render-in-app';
import { SportsMenu } from './sports-menu';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useParams: () => ({}) }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const sport = (id: number, key: string, name: string): Sport => ({
  id,
  urn_id: `sr:sport:${id}`,
  key,
  name,
  priority: 100 - id,
  type: 'regular',
  provider: 'betradar',
});

/** The menu over football, horse racing and lotteries, rendered with the switches the server's settings gave. */
async function menuWith(switches: { isHorseRacingEnabled: boolean; isLotteryEnabled: boolean }) {
  mockApi([
    [
      /\/api\/v2\/sports/,
      () => ({
        body: pageOf([
          sport(1, 'football', 'Football'),
          sport(2, 'horse-racing', 'Horse racing'),
          sport(3, 'lotteries', 'Lotteries'),
        ]),
      }),
    ],
  ]);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(playerSettingsQueryKey(null), { ...settingsFixture, ...switches });
  renderInApp(<SportsMenu />, queryClient);
  await screen.findByRole('link', { name: 'Football' });
  return (name: string) => screen.queryByRole('link', { name }) !== null;
}

describe('SportsMenu', () => {
  it("labels the menu without a heading: the side column precedes the page's h1 (issue 15)", () => {
    mockApi([]);
    renderInApp(<SportsMenu />);
    expect(screen.getByRole('navigation', { name: 'Sports' })).toBeTruthy();
    expect(screen.getByText('All sports')).toBeTruthy();
    expect(screen.queryAllByRole('heading')).toEqual([]);
  });

  it('leaves out horse racing while the operator switches its section off (SPEC §3 Settings)', async () => {
    const shows = await menuWith({ isHorseRacingEnabled: false, isLotteryEnabled: true });
    expect([shows('Horse racing'), shows('Lotteries')]).toEqual([false, true]);
  });

  it('leaves out lotteries while their section is off', async () => {
    const lotteryOff = await menuWith({ isHorseRacingEnabled: true, isLotteryEnabled: false });
    expect([lotteryOff('Horse racing'), lotteryOff('Lotteries')]).toEqual([true, false]);
  });

  it('lists every section while both are on', async () => {
    const on = await menuWith({ isHorseRacingEnabled: true, isLotteryEnabled: true });
    expect([on('Horse racing'), on('Lotteries')]).toEqual([true, true]);
  });
});
