import { routeRefs } from '@sportsbook/contract/refs';
import type { SessionLimitState } from '@sportsbook/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** Reality-check refetch (SPEC §9): every 30 s, no cache. */
export const SESSION_LIMITS_REFETCH_MS = 30_000;

/** Query key of the session-limit query, per player. */
export function sessionLimitsKey(userId: number) {
  return ['responsible-gambling', 'session-limits', userId] as const;
}

/** Whether a failure of the session-limit query stops its polling (SPEC §8: a 400 does). */
export function stopsPolling(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 400;
}

/**
 * The session-limit query (`GET /user_limits/session`), polled every 30 s and never cached; a 400 (nothing to
 * watch) stops the polling for the rest of the session.
 */
export function getSessionLimitsQueryOptions(context: ApiContext, userId: number, enabled: boolean) {
  return queryOptions({
    queryKey: sessionLimitsKey(userId),
    queryFn: (): Promise<SessionLimitState> =>
      apiRequest(routeRefs.platform.getSessionLimits, {}, { ...context, init: { cache: 'no-store' } }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchInterval: (query) => (stopsPolling(query.state.error) ? false : SESSION_LIMITS_REFETCH_MS),
    refetchIntervalInBackground: true,
  });
}
