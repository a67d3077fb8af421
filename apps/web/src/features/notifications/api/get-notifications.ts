'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { notificationKeys, useSignedInId } from './notification-keys';

/** How many notifications a page of the panel holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The player's notifications, newest first, page by page (`GET /notifications`), while the panel is open. */
export function useNotifications(enabled: boolean) {
  const userId = useSignedInId();
  const context = useApiContext();
  return useInfiniteQuery({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(
        routeRefs.sportsbook.getNotifications,
        { query: { page: pageParam, limit: NOTIFICATIONS_PAGE_SIZE } },
        { ...context, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.last_page ? pagination.page + 1 : undefined,
    enabled: enabled && userId !== null,
    staleTime: 0,
  });
}
