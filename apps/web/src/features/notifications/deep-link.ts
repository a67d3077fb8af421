import type { Notification } from '@sportsbook/contract';

/**
 * Where a notification leads (issue 22 "a deep link per kind"), to wherever the product shows what it is about: a
 * bet opens My Bets on it; a bonus the Promotions page, where the header's bonus item leads too (the player's
 * bonuses, lootboxes and promo codes); a jackpot hit the jackpot's details, whose recent wins list it. Others
 * (maintenance) lead nowhere.
 */
export type NotificationTarget =
  { kind: 'bet'; betId: number } | { kind: 'bonuses' } | { kind: 'jackpot' } | { kind: 'none' };

/** The page that shows the player's bonuses. */
export const BONUSES_PATH = '/promotions';

/** The target of a notification, from what it is about. */
export function notificationTarget(notification: Notification): NotificationTarget {
  if (notification.object_type === 'bet' && notification.object_id !== null) {
    return { kind: 'bet', betId: notification.object_id };
  }
  if (notification.type === 'bonus') return { kind: 'bonuses' };
  if (notification.type === 'jackpot') return { kind: 'jackpot' };
  return { kind: 'none' };
}

/**
 * Whether a new notification shows as a toast. A bonus is announced as it is issued by the bonus alerts' toast
 * card (under the site's `bonus_toasts` switches), a jackpot hit by the jackpot's own alert: the notification
 * of either only joins the panel and the count, so the player sees one toast per fact.
 */
export function toastsOnArrival(notification: Notification): boolean {
  return notification.type !== 'bonus' && notification.type !== 'jackpot';
}
