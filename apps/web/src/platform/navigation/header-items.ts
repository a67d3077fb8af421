import { isVisibleTo } from '@sportsbook/contract/refs';
import type { AuthStatus, HeaderItem } from '@sportsbook/contract';

/**
 * The header of a site that configures none: the brand, search, language and the account corner, so a player
 * can always sign in. Sections come only from the site configuration (SPEC §2.7).
 */
export const DEFAULT_HEADER_ITEMS: readonly HeaderItem[] = [
  { type: 'brand_logo', audience: 'ALL' },
  { type: 'search', audience: 'ALL' },
  { type: 'language', audience: 'ALL' },
  { type: 'profile', audience: 'ALL' },
];

/** The site's header items, or the default ones when it configures none. */
export function configuredHeaderItems(items: readonly HeaderItem[]): readonly HeaderItem[] {
  return items.length > 0 ? items : DEFAULT_HEADER_ITEMS;
}

/**
 * Whether an item for this audience shows in a session of this status (SPEC §2.7 audiences). While the session
 * is still unknown (server render, first paint) only the items for everyone show, so neither a visitor's nor a
 * player's items flash and then vanish.
 */
export function isAudienceShown(audience: HeaderItem['audience'], status: AuthStatus): boolean {
  if (status !== 'logged_in' && status !== 'not_logged_in') return audience === 'ALL';
  return isVisibleTo(audience, status === 'logged_in');
}

/** Where a header item goes: the brand corner, the section navigation or the actions corner. */
export type HeaderRegion = 'brand' | 'nav' | 'actions';

const REGIONS: Readonly<Record<HeaderItem['type'], HeaderRegion>> = {
  brand_logo: 'brand',
  side_menu: 'brand',
  menu_item: 'nav',
  submenu: 'nav',
  sport_list: 'nav',
  events_filter: 'nav',
  platform_switcher: 'nav',
  bonus: 'actions',
  chat_toggle: 'actions',
  notifications: 'actions',
  profile: 'actions',
  search: 'actions',
  language: 'actions',
  odds: 'actions',
  jackpot_card: 'actions',
  button: 'actions',
};

/** The region of the header an item belongs to; items keep their configured order inside a region. */
export function regionOf(item: HeaderItem): HeaderRegion {
  return REGIONS[item.type];
}

/**
 * Whether a localized section link is the current page: home only on itself, any other section on itself and
 * the pages below it (`/live` for `/live/…`).
 */
export function isSectionActive(pathname: string, localizedHref: string, homeHref: string): boolean {
  if (localizedHref === homeHref) return pathname === homeHref;
  return pathname === localizedHref || pathname.startsWith(`${localizedHref}/`);
}

/**
 * What a configured header item is, rather than where it stands: the header frame's React key (an item keeps its
 * state, an open menu, when signing in or out shows or hides items before it) and the name of its island for the
 * early-tap recorder (decision 0043).
 */
export function headerItemKey(item: HeaderItem): string {
  return [item.type, 'href' in item ? item.href : '', 'label' in item ? item.label : ''].join(':');
}
