import type { HeaderItem } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '@sportsbook/contract';
import {
  DEFAULT_HEADER_ITEMS,
  configuredHeaderItems,
  isAudienceShown,
  isSectionActive,
  regionOf,
} from './header-items';

const link = (label: string, audience: HeaderItem['audience']): HeaderItem => ({
  type: 'menu_item',
  label,
  href: `/${label}`,
  icon: null,
  audience,
});

const ITEMS: HeaderItem[] = [
  link('everyone', 'ALL'),
  link('players', 'LOGGED_IN'),
  link('visitors', 'NOT_LOGGED_IN'),
  link('everyone-too', 'ALL'),
];

const headerItemsFor = (items: HeaderItem[], status: AuthStatus) =>
  configuredHeaderItems(items).filter((item) => isAudienceShown(item.audience, status));

const labels = (items: readonly HeaderItem[]) =>
  items.map((item) => ('label' in item ? item.label : item.type));

describe('the configured items an audience sees (SPEC §2.7 audiences)', () => {
  it('gives a signed-in player the items for everyone and for players, in configured order', () => {
    expect(labels(headerItemsFor(ITEMS, 'logged_in'))).toEqual(['everyone', 'players', 'everyone-too']);
  });

  it('gives a visitor the items for everyone and for visitors, in configured order', () => {
    expect(labels(headerItemsFor(ITEMS, 'not_logged_in'))).toEqual(['everyone', 'visitors', 'everyone-too']);
  });

  it('gives only the items for everyone while the session is unknown or loading', () => {
    expect(labels(headerItemsFor(ITEMS, 'unknown'))).toEqual(['everyone', 'everyone-too']);
    expect(labels(headerItemsFor(ITEMS, 'pending'))).toEqual(['everyone', 'everyone-too']);
  });

  it('uses the default header, with the account corner, when the site configures none', () => {
    expect(headerItemsFor([], 'not_logged_in')).toEqual(DEFAULT_HEADER_ITEMS);
    expect(DEFAULT_HEADER_ITEMS.map((item) => item.type)).toContain('profile');
  });
});

describe('regionOf', () => {
  it('puts links and menus in the section bar, the logo first and the account with the actions', () => {
    expect(regionOf(link('x', 'ALL'))).toBe('nav');
    expect(regionOf({ type: 'sport_list', audience: 'ALL' })).toBe('nav');
    expect(regionOf({ type: 'brand_logo', audience: 'ALL' })).toBe('brand');
    expect(regionOf({ type: 'profile', audience: 'ALL' })).toBe('actions');
    expect(regionOf({ type: 'button', audience: 'ALL', label: 'Join', href: '/j', variant: 'primary' })).toBe(
      'actions',
    );
  });
});

describe('isSectionActive', () => {
  it('marks home on the home page only', () => {
    expect(isSectionActive('/', '/', '/')).toBe(true);
    expect(isSectionActive('/live', '/', '/')).toBe(false);
    expect(isSectionActive('/de', '/de', '/de')).toBe(true);
    expect(isSectionActive('/de/live', '/de', '/de')).toBe(false);
  });

  it('marks a section on its page and the pages below it, not on a page that merely starts alike', () => {
    expect(isSectionActive('/live', '/live', '/')).toBe(true);
    expect(isSectionActive('/live/football', '/live', '/')).toBe(true);
    expect(isSectionActive('/lively', '/live', '/')).toBe(false);
  });
});
