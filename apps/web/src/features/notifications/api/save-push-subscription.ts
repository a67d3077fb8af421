'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

/**
 * Saves this browser's push subscription for the player (`POST /settings`,
 * `one_signal_push_notification_subscription`); null forgets it.
 */
export function useSavePushSubscription() {
  const context = useApiContext();
  return useMutation({
    mutationFn: (subscription: string | null) =>
      apiRequest(
        routeRefs.sportsbook.updateSettings,
        { body: { one_signal_push_notification_subscription: subscription } },
        context,
      ),
  });
}
