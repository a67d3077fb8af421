'use client';

import type { HeaderItem as HeaderItemConfig } from '@sportsbook/contract';
import { Suspense } from 'react';
import { lateComponent, lateModule } from '@/platform/after-paint/late-module';
// NOTE: a type only, erased from both bundles.
import type * as HeaderItemKinds from './header-item-kinds';

/**
 * The header's controls and everything they import (account, notifications, search, chat, deposit, bonus,
 * jackpot card, language, the session timer): drawn by the server, hydrated when this chunk arrives
 * (decision 0043). Until then the server's HTML stays on screen: links work as links, and the odds-format
 * select keeps its choice through the early-tap recorder (decision 0029).
 */
export const headerItemKindsCode = lateModule(
  () => import('./header-item-kinds'),
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's copy (see lateModule)
  typeof window === 'undefined' ? () => require('./header-item-kinds') as typeof HeaderItemKinds : null,
);

const LateHeaderItem = lateComponent(headerItemKindsCode, (kinds) => kinds.HeaderItem);
const LateHeaderTimer = lateComponent(headerItemKindsCode, (kinds) => kinds.HeaderTimer);

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
