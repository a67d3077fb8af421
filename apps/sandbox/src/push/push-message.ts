import type { Notification, PushMessage } from '@sportsbook/contract';

/**
 * The path a notification's push opens (issue 22 "clicking a push opens the deep link"), read by the web's
 * `pushLinkOf`: a bet's opens My Bets on that bet (`open_bet`), a bonus's the Promotions page with the player's
 * bonuses, a jackpot hit's the jackpot's details (`open_jackpot`), any other the site; `notification` lets the
 * web mark it read on arrival.
 */
export function notificationPath(notification: Notification): string {
  const query = new URLSearchParams();
  if (notification.object_type === 'bet' && notification.object_id !== null)
    query.set('open_bet', String(notification.object_id));
  if (notification.type === 'jackpot') query.set('open_jackpot', '1');
  query.set('notification', String(notification.id));
  return `${notification.type === 'bonus' ? '/promotions' : '/'}?${query.toString()}`;
}

/** What the push of a notification carries to the service worker. */
export function pushMessageOf(notification: Notification): PushMessage {
  return {
    title: notification.title,
    body: notification.body,
    tag: `notification-${notification.id}`,
    url: notificationPath(notification),
  };
}
