'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { markReadInCache } from './mark-notifications-read';
import { notificationKeys, useSignedInId } from './notification-keys';

/** Marks every notification read (`POST /notifications/read-all`); the badge clears at once. */
export function useMarkAllRead() {
  const context = useApiContext();
  const client = useQueryClient();
  const userId = useSignedInId();
  return useMutation({
    mutationFn: () => apiRequest(routeRefs.sportsbook.readAllNotifications, {}, context),
    onMutate: () => {
      markReadInCache(client, userId, null);
      client.setQueryData(notificationKeys.counters(userId), { unread: 0 });
    },
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
