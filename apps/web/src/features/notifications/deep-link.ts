import type { Notification } from '@sportsbook/contract';

/** Where a notification leads (issue 22 "a deep link per kind"): a bet opens My Bets on it; others lead nowhere. */
export type NotificationTarget = { kind: 'bet'; betId: number } | { kind: 'none' };

/** The target of a notification, from what it is about. */
export function notificationTarget(notification: Notification): NotificationTarget {
  if (notification.object_type === 'bet' && notification.object_id !== null) {
    return { kind: 'bet', betId: notification.object_id };
  }
  return { kind: 'none' };
}
