'use client';

import { useEffect } from 'react';

/** The channel the push worker tells the site's open pages on, and its message when a push is clicked. */
export const PUSH_CHANNEL = 'sportsbook:push';
export const PUSH_OPEN_MESSAGE = 'sportsbook:open';

/** The deep link's parts: the bet to open in My Bets and the notification to mark read. */
function linkTarget(url: URL): { betId: number | null; notificationId: number | null } {
  const id = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  return { betId: id('open_bet'), notificationId: id('notification') };
}

/**
 * Follows a push's deep link (issue 22) for a signed-in player: arriving on a page through it (a new window the
 * worker opened), or told by the worker that the player clicked a push while the site is open. The bet opens in
 * My Bets, the notification is marked read, and the link's parameters leave the address.
 */
export function usePushLinks(
  signedIn: boolean,
  follow: (target: { betId: number | null; notificationId: number | null }) => void,
): void {
  useEffect(() => {
    if (!signedIn) return;
    const here = new URL(window.location.href);
    const arrived = linkTarget(here);
    if (arrived.betId !== null || arrived.notificationId !== null) {
      follow(arrived);
      here.searchParams.delete('open_bet');
      here.searchParams.delete('notification');
      window.history.replaceState(window.history.state, '', `${here.pathname}${here.search}${here.hash}`);
    }
    if (typeof BroadcastChannel === 'undefined') return;
    // NOTE: the worker controls no page (its scope is /push/), so it speaks to the pages on a channel.
    const channel = new BroadcastChannel(PUSH_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== PUSH_OPEN_MESSAGE || typeof data.url !== 'string') return;
      const url = new URL(data.url, window.location.origin);
      if (url.origin === window.location.origin) follow(linkTarget(url));
    };
    return () => channel.close();
  }, [signedIn, follow]);
}
