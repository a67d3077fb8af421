'use client';

import type { MouseEvent, ReactNode } from 'react';
import { postToHost } from '@/platform/embed';

/**
 * Tells the host page when the player opens a match of the top events (SPEC §7 top-event-clicked), with the
 * match and the address it leads to. Rows carry their match id (`data-match-id`); only a link into the match
 * counts, not an odds button of the row.
 */
export function TopEventClicks({ children }: { children: ReactNode }) {
  function onClickCapture(event: MouseEvent<HTMLDivElement>) {
    const target = event.target as Element;
    const link = target.closest('a[href]');
    const row = target.closest('[data-match-id]');
    const matchId = Number(row?.getAttribute('data-match-id'));
    if (!link || !row || !Number.isInteger(matchId) || matchId <= 0) return;
    const path = new URL((link as HTMLAnchorElement).href, window.location.href).pathname;
    postToHost({ type: 'sportsbook:top-event-clicked', payload: { matchId, path } });
  }
  // NOTE: a wrapper, not a control: the links inside are what the player reaches by keyboard and pointer.
  return <div onClickCapture={onClickCapture}>{children}</div>;
}
