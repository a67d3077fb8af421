import { SiteDocument } from '@sportsbook/contract';
import type { HeaderItem } from '@sportsbook/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeConfigProvider } from '@/platform/config/runtime-config-provider';
import { RealtimeProvider } from '@/platform/realtime';
import { dispatchSession, resetSessionForTests } from '@/platform/session';
import { playerSettingsQueryKey } from '@/platform/session/settings-query';
import { profileFixture, settingsFixture } from '@/platform/session/testing/player-fixtures';
import { SiteProvider } from '@/platform/site/site-provider';
import { ToastProvider } from '@/ui';
import messages from '../../../../messages/en.json';
import { testRealtimeClient } from '@/testing/render-as-player';
import { Header } from './header';

const navigation = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useParams: () => ({}),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const HEADER = [
  { type: 'brand_logo' },
  { type: 'menu_item', label: 'home', href: '/' },
  { type: 'menu_item', label: 'in_play', href: '/live', icon: 'icon-live' },
  { type: 'menu_item', label: 'favorites', href: '/favorites', audience: 'LOGGED_IN' },
  { type: 'menu_item', label: 'welcome_offer', href: '/promotions', audience: 'NOT_LOGGED_IN' },
  { type: 'menu_item', label: 'Club news', href: '/news' },
  {
    type: 'submenu',
    label: 'info',
    items: [
      { label: 'about', href: '/about' },
      { label: 'responsible_gambling', href: 'https://help.example/' },
    ],
  },
  { type: 'button', label: 'Join now', href: '/users/sign-up', audience: 'NOT_LOGGED_IN' },
];

function renderHeader(
  header: unknown[] = HEADER,
  locale = 'en',
  onRender: () => void = () => {},
  client = new QueryClient(),
) {
  const site = SiteDocument.parse({
    config: {
      id: 'test',
      name: 'Test Sportsbook',
      app_version: '2.1.0',
      logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
      locales: [
        { code: 'en', nameInLocale: 'English' },
        { code: 'de', nameInLocale: 'Deutsch' },
      ],
      header: header as HeaderItem[],
    },
    feature_flags: {},
  });
  const realtime = testRealtimeClient();
  return render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <RuntimeConfigProvider
        value={{
          sportsbookApiUrl: 'http://sb.test',
          platformApiUrl: 'http://pf.test',
          realtimeUrl: '',
          siteId: 'test',
        }}
      >
        <SiteProvider config={site.config} featureFlags={site.feature_flags}>
          <QueryClientProvider client={client}>
            <ToastProvider closeLabel="Close">
              <RealtimeProvider client={realtime.client}>
                <Profiler id="header" onRender={onRender}>
                  <Header config={site.config} />
                </Profiler>
              </RealtimeProvider>
            </ToastProvider>
          </QueryClientProvider>
        </SiteProvider>
      </RuntimeConfigProvider>
    </NextIntlClientProvider>,
  );
}

function mainNavigation() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

afterEach(() => {
  navigation.pathname = '/';
  act(() => resetSessionForTests());
});

describe('the header built from the site configuration', () => {
  it('shows a visitor the items for everyone and for visitors, in their configured order, and no player items', () => {
    act(() => dispatchSession({ type: 'not-logged-in' }));
    renderHeader();
    const names = mainNavigation()
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Home', 'Live', 'Welcome offer', 'Club news']);
    expect(screen.getByRole('link', { name: 'Join now' }).getAttribute('href')).toBe('/users/sign-up');
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
  });

  it('shows a signed-in player the player items instead of the visitor ones', () => {
    act(() => {
      dispatchSession({ type: 'bearer', bearer: 'b' });
      dispatchSession({ type: 'player-loaded', profile: profileFixture, compPoints: 0, statusGroups: [] });
    });
    renderHeader();
    expect(mainNavigation().getByRole('link', { name: 'Favorites' }).getAttribute('href')).toBe('/favorites');
    expect(screen.queryByRole('link', { name: 'Welcome offer' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Join now' })).toBeNull();
  });

  it('shows only the items for everyone while the session is not known yet', () => {
    renderHeader();
    expect(mainNavigation().getByRole('link', { name: 'Live' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Favorites' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Welcome offer' })).toBeNull();
  });

  it('renders nothing again while the session goes from unknown to pending, and shows the visitor items once it settles', () => {
    let commits = 0;
    renderHeader(HEADER, 'en', () => {
      commits += 1;
    });
    commits = 0;
    act(() => dispatchSession({ type: 'pending' }));
    expect(commits).toBe(0);
    act(() => dispatchSession({ type: 'not-logged-in' }));
    // The visitor's items, then the visitor settings' query the settled session enables.
    expect(commits).toBeGreaterThan(0);
    expect(mainNavigation().getByRole('link', { name: 'Welcome offer' })).toBeTruthy();
  });

  it('leaves out the links into a switched-off section, and a submenu left with none', () => {
    const client = new QueryClient();
    client.setQueryData(playerSettingsQueryKey(null), { ...settingsFixture, isHorseRacingEnabled: false });
    const racing = [
      { type: 'menu_item', label: 'Racing', href: '/racing' },
      { type: 'submenu', label: 'More racing', items: [{ label: 'Today', href: '/racing/today' }] },
    ];
    renderHeader([...HEADER, ...racing], 'en', () => {}, client);
    expect(mainNavigation().queryByRole('link', { name: 'Racing' })).toBeNull();
    expect(mainNavigation().queryByRole('button', { name: 'More racing' })).toBeNull();
    expect(mainNavigation().getAllByRole('listitem')).toHaveLength(4);
  });

  it('marks the section of the current page, and home only on the home page', () => {
    navigation.pathname = '/live/football';
    renderHeader();
    expect(mainNavigation().getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('page');
    expect(mainNavigation().getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('prefixes internal paths with a locale that is not the site default', () => {
    navigation.pathname = '/de/live';
    renderHeader(HEADER, 'de');
    const live = mainNavigation().getByRole('link', { name: 'Live' });
    expect(live.getAttribute('href')).toBe('/de/live');
    expect(live.getAttribute('aria-current')).toBe('page');
  });

  it('draws a configured icon from the sprite of the site version', () => {
    renderHeader();
    const use = mainNavigation().getByRole('link', { name: 'Live' }).querySelector('use');
    expect(use?.getAttribute('href')).toBe('/icons.svg?v=2.1.0#icon-live');
  });

  it('opens a submenu whose outside link opens in a new tab that cannot reach back', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = mainNavigation().getByRole('button', { name: 'Info' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const outside = screen.getByRole('menuitem', { name: /Responsible gambling/ });
    expect(outside.getAttribute('href')).toBe('https://help.example/');
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('menuitem', { name: /^Responsible gambling\s*\(opens in a new tab\)$/ })).toBe(
      outside,
    );
    await user.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('walks a submenu with the arrow keys, and Escape from an item gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = mainNavigation().getByRole('button', { name: 'Info' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Info' });
    expect(trigger.getAttribute('aria-controls')).toBe(menu.id);
    const [about, help] = within(menu).getAllByRole('menuitem');
    expect(document.activeElement).toBe(about);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(help);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(about);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(help);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes a submenu on a click elsewhere', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = mainNavigation().getByRole('button', { name: 'Info' });
    await user.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Test Sportsbook' }).parentElement!);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps a submenu open through a scroll that left its button in place, and closes it once one moved it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const trigger = mainNavigation().getByRole('button', { name: 'Info' });
    let left = 120;
    trigger.getBoundingClientRect = () => ({ left, right: left + 60, top: 8, bottom: 40 }) as DOMRect;
    await user.click(trigger);
    // The sports sidebar following the current sport, or the bar's own scroll that landed before the click.
    fireEvent.scroll(document);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    left = 80;
    fireEvent.scroll(trigger.closest('nav')!);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the language menu by keyboard: one item per site language, the current one marked', async () => {
    const user = userEvent.setup();
    renderHeader([]);
    const trigger = screen.getByRole('button', { name: 'Language EN' });
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['English', 'Deutsch']);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('falls back to the brand, search, language and account when the site configures no header', () => {
    act(() => dispatchSession({ type: 'not-logged-in' }));
    renderHeader([]);
    expect(screen.getByRole('link', { name: 'Test Sportsbook' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Language EN' })).toBeTruthy();
  });
});
