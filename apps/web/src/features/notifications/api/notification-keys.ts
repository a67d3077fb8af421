'use client';

import { signedInPlayerId, useSessionSelector } from '@/platform/session';

/** Query keys of the notifications, per player: the pages of the list and the unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number | null) => ['notifications', 'list', userId] as const,
  counters: (userId: number | null) => ['notifications', 'counters', userId] as const,
};

/** The signed-in player's id, or null for a visitor or while the session is unknown. */
export function useSignedInId(): number | null {
  // NOTE: the id alone, so the notifications' readers render again only when it changes, not at each move of the
  // session (issue 25, Lighthouse TBT).
  return useSessionSelector(signedInPlayerId);
}
