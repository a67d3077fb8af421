'use client';

import { useEffect } from 'react';
import { BONUSES_PATH } from '../deep-link';
import type { NotificationTarget } from '../deep-link';

/** The channel the push worker tells the site's open pages on, and its message when a push is clicked. */
export const PUSH_CHANNEL = 'sportsbook:push';
export const PUSH_OPEN_MESSAGE = 'sportsbook:open';

/** A push's deep link: where it leads and the notification to mark read. */
export type PushLink = { target: NotificationTarget; notificationId: number | null };

/**
 * The deep link of a push's address (the sandbox's `notificationPath`): `open_bet` names a bet for My Bets,
 * `open_jackpot` the jackpot's details, the Promotions page the player's bonuses; `notification` the one to mark.
 */
export function pushLinkOf(url: URL): PushLink {
  const id = (name: string) => {
    const value = Number(url.searchParams.get(name));
    return Number.isInteger(value) && value > 0 ? value : null;
  };
  const betId = id('open_bet');
  const target: NotificationTarget =
    betId !== null
      ? { kind: 'bet', betId }
      : url.searchParams.has('open_jackpot')
        ? { kind: 'jackpot' }
        : url.pathname.endsWith(BONUSES_PATH)
          ? { kind: 'bonuses' }
          : { kind: 'none' };
  return { target, notificationId: id('notification') };
}

/**
 * Follows a push's deep link (issue 22) for a signed-in player: arriving on a page through it (a new window the
 * worker opened), or told by the worker that the player clicked a push while the site is open. The target opens,
 * the notification is marked read, and the link's parameters leave the address.
 */
export function usePushLinks(signedIn: boolean, follow: (link: PushLink) => void): void {
  useEffect(() => {
    if (!signedIn) return;
    const here = new URL(window.location.href);
    const arrived = pushLinkOf(here);
    const opens = arrived.target.kind === 'bet' || arrived.target.kind === 'jackpot';
    if (opens || arrived.notificationId !== null) {
      // NOTE: a link to a page (the bonuses') is followed by arriving on it.
      follow(arrived.target.kind === 'bonuses' ? { ...arrived, target: { kind: 'none' } } : arrived);
      for (const name of ['open_bet', 'open_jackpot', 'notification']) here.searchParams.delete(name);
      window.history.replaceState(window.history.state, '', `${here.pathname}${here.search}${here.hash}`);
    }
    if (typeof BroadcastChannel === 'undefined') return;
    // NOTE: the worker controls no page (its scope is /push/), so it speaks to the pages on a channel.
    const channel = new BroadcastChannel(PUSH_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown; url?: unknown } | null;
      if (data?.type !== PUSH_OPEN_MESSAGE || typeof data.url !== 'string') return;
      const url = new URL(data.url, window.location.origin);
      if (url.origin === window.location.origin) follow(pushLinkOf(url));
    };
    return () => channel.close();
  }, [signedIn, follow]);
}
