'use client';

import { useSession } from '@/platform/session';

/** Query keys of the notifications, per player: the pages of the list and the unread count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: number | null) => ['notifications', 'list', userId] as const,
  counters: (userId: number | null) => ['notifications', 'counters', userId] as const,
};

/** The signed-in player's id, or null for a visitor or while the session is unknown. */
export function useSignedInId(): number | null {
  const { status, player } = useSession();
  return status === 'logged_in' ? (player?.profile.id ?? null) : null;
}
