import { routeRefs } from '@sportsbook/contract/refs';
import type { Limit } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

/** Query key of the player's limits. */
export function userLimitsKey(userId: number) {
  return ['responsible-gambling', 'user-limits', userId] as const;
}

/** The player's limits (`GET /user_limits`, SPEC §7). */
export function getUserLimits(context: ApiContext): Promise<Limit[]> {
  return apiRequest(routeRefs.platform.getUserLimits, {}, context);
}

export function getUserLimitsQueryOptions(context: ApiContext, userId: number | null) {
  return queryOptions({
    queryKey: userLimitsKey(userId ?? 0),
    queryFn: () => getUserLimits(context),
    enabled: userId !== null,
    staleTime: 60_000,
  });
}

/** The signed-in player's limits in client components; idle for visitors. */
export function useUserLimits(userId: number | null) {
  return useQuery(getUserLimitsQueryOptions(useApiContext(), userId));
}
