'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { notificationKeys, useSignedInId } from './notification-keys';

/**
 * The player's unread count (`GET /notifications/counters`), fetched once per sign-in and then kept by
 * `unread_counters_changed`; null for a visitor.
 */
export function useUnreadCount(): number | null {
  const userId = useSignedInId();
  const context = useApiContext();
  const query = useQuery({
    queryKey: notificationKeys.counters(userId),
    queryFn: ({ signal }) =>
      apiRequest(routeRefs.sportsbook.getNotificationCounters, {}, { ...context, signal }),
    enabled: userId !== null,
    staleTime: Infinity,
  });
  return userId === null ? null : (query.data?.unread ?? 0);
}
