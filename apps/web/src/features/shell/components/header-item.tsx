'use client';

import type { HeaderItem as HeaderItemConfig } from '@sportsbook/contract';
import { Suspense } from 'react';
import { lateComponent, lateModule } from '@/platform/after-paint/late-module';
import { headerItemKey } from '@/platform/navigation/header-items';
// NOTE: a type only, erased from both bundles.
import type * as HeaderItemKinds from './header-item-kinds';

/**
 * The header's controls and everything they import (account, notifications, search, chat, deposit, bonus,
 * jackpot card, language, the session timer): drawn by the server, hydrated when this chunk arrives
 * (decision 0043). Until then the server's HTML stays on screen, and the early-tap recorder keeps a tap on its
 * links and buttons (decision 0043) and the odds-format select's choice (decision 0029).
 */
export const headerItemKindsCode = lateModule(
  () => import('./header-item-kinds'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (see lateModule)
  typeof window === 'undefined' ? () => require('./header-item-kinds') as typeof HeaderItemKinds : null,
);

// NOTE: each item is an island of its own for the early-tap recorder, named by what it is (decision 0043).
const LateHeaderItem = lateComponent(
  headerItemKindsCode,
  (kinds) => kinds.HeaderItem,
  ({ item }) => `header ${headerItemKey(item)}`,
);
const LateHeaderTimer = lateComponent(
  headerItemKindsCode,
  (kinds) => kinds.HeaderTimer,
  ({ placement }) => `header-timer ${placement}`,
);

/** The island of one configured header item the server's frame places (decision 0042), hydrated late. */
export function HeaderItem({ item }: { item: HeaderItemConfig }) {
  return (
    <Suspense>
      <LateHeaderItem item={item} />
    </Suspense>
  );
}

/** The session timer of the responsible-gambling rules, where the jurisdiction asks for one, hydrated late. */
export function HeaderTimer({ placement }: { placement: 'actions' | 'brand' }) {
  return (
    <Suspense>
      <LateHeaderTimer placement={placement} />
    </Suspense>
  );
}
