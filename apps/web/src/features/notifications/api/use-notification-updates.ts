'use client';

import { privateUserChannel } from '@sportsbook/contract/refs';
import type { Notification } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRealtimeChannel } from '@/platform/realtime';
import { notificationKeys, useSignedInId } from './notification-keys';

/**
 * Keeps the notifications live from the player's private channel (SPEC §4 Real-time): `unread_counters_changed`
 * sets the badge's count, `notification` refreshes the list and is handed to `onNotification` (the toast). After
 * a reconnect that lost events, both are fetched again.
 */
export function useNotificationUpdates(onNotification: (notification: Notification) => void): void {
  const locale = useLocale();
  const client = useQueryClient();
  const userId = useSignedInId();
  useRealtimeChannel(
    userId === null ? null : privateUserChannel(locale, userId),
    (event) => {
      if (event.event_name === 'unread_counters_changed') {
        client.setQueryData(notificationKeys.counters(userId), { unread: event.message.unread });
      } else if (event.event_name === 'notification') {
        void client.invalidateQueries({ queryKey: notificationKeys.list(userId) });
        onNotification(event.message.notification);
      }
    },
    () => void client.invalidateQueries({ queryKey: notificationKeys.all }),
  );
}
