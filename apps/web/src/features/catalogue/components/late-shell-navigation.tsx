'use client';

import { Suspense } from 'react';
import { lateComponent, lateModule } from '@/platform/after-paint/late-module';
import { FrozenHtml } from '@/platform/after-paint/frozen-html';
import { useMediaMatchedOnce } from '@/platform/after-paint/media-wish';
// NOTE: types only, erased from both bundles.
import type * as MobileTabBarModule from './mobile-tab-bar';
import type * as SportsMenuModule from './sports-menu';

/**
 * The sports menu's column and the phone's tab bar, drawn by the server and hydrated when their code arrives
 * (decision 0043), each only on the screen that shows it: the column is hidden below 780 px, the tab bar from
 * 780 px (`app-shell.module.css`, `mobile-tab-bar.module.css`), so a phone never fetches the column's code and a
 * desktop never the tab bar's, until the window crosses the breakpoint (`FrozenHtml`: React keeps the hidden
 * part's HTML without its code, so nothing waits on it). On the screen that shows it, the code is fetched when
 * hydration reaches it and the server's HTML stays until it arrives, and the early-tap recorder keeps a tap on
 * its links and buttons (decision 0043) and the odds-format select's choice (decision 0029).
 */
export const sportsMenuCode = lateModule(
  () => import('./sports-menu'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (see lateModule)
  typeof window === 'undefined' ? () => require('./sports-menu') as typeof SportsMenuModule : null,
);

export const mobileTabBarCode = lateModule(
  () => import('./mobile-tab-bar'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (see lateModule)
  typeof window === 'undefined' ? () => require('./mobile-tab-bar') as typeof MobileTabBarModule : null,
);

/** Where the column of `app-shell.module.css` shows. */
export const SPORTS_COLUMN_MEDIA = '(min-width: 780px)';
/** Where `mobile-tab-bar.module.css` shows the tab bar. */
export const TAB_BAR_MEDIA = '(max-width: 779px)';

const ColumnMenu = lateComponent(
  sportsMenuCode,
  (module) => module.SportsMenu,
  () => 'sports-menu',
);
const PhoneTabBar = lateComponent(
  mobileTabBarCode,
  (module) => module.MobileTabBar,
  () => 'tab-bar',
);

/** The sports menu of the wide screen's column. */
export function LateSportsMenu() {
  return (
    <FrozenHtml frozen={!useMediaMatchedOnce(SPORTS_COLUMN_MEDIA)}>
      <Suspense>
        <ColumnMenu />
      </Suspense>
    </FrozenHtml>
  );
}

/** The phone navigation below 780 px. */
export function LateMobileTabBar() {
  return (
    <FrozenHtml frozen={!useMediaMatchedOnce(TAB_BAR_MEDIA)}>
      <Suspense>
        <PhoneTabBar />
      </Suspense>
    </FrozenHtml>
  );
}
