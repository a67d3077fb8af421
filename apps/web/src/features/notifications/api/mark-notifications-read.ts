'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Notification } from '@sportsbook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { notificationKeys, useSignedInId } from './notification-keys';

type Pages = InfiniteData<{ data: Notification[] }>;

/** Shows the notifications of `ids` (all when null) as read in the cached list, before the server answers. */
export function markReadInCache(client: QueryClient, userId: number | null, ids: readonly number[] | null) {
  client.setQueryData<Pages>(notificationKeys.list(userId), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            data: page.data.map((item) =>
              ids === null || ids.includes(item.id) ? { ...item, read: true } : item,
            ),
          })),
        }
      : pages,
  );
}

/** Marks notifications read (`POST /notifications/read`); the unread count follows from the server's event. */
export function useMarkRead() {
  const context = useApiContext();
  const client = useQueryClient();
  const userId = useSignedInId();
  return useMutation({
    mutationFn: (ids: number[]) =>
      apiRequest(routeRefs.sportsbook.readNotifications, { body: { ids } }, context),
    onMutate: (ids) => markReadInCache(client, userId, ids),
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
