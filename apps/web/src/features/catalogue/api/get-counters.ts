import { routeRefs } from '@sportsbook/contract/refs';
import type { Counters, RefBody } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** The body of `POST /counters`: which ids, status and time window to count. */
export type CounterFilters = RefBody<typeof routeRefs.sportsbook.getCounters>;

/** Live and event counts per sport, category and league (`POST /counters`). */
export function getCounters(context: ApiContext, filters: CounterFilters = {}): Promise<Counters> {
  return apiRequest(routeRefs.sportsbook.getCounters, { body: filters }, context);
}

/**
 * Query options of the counters. Counts drift as matches start and end, so they are refetched every minute
 * (there is no counters event on the updates channel).
 */
export function getCountersQueryOptions(context: ApiContext, filters: CounterFilters = {}) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'counters', filters] as const,
    queryFn: () => getCounters(context, filters),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/** The counters in client components. */
export function useCounters(filters: CounterFilters = {}) {
  return useQuery(getCountersQueryOptions(useApiContext(), filters));
}

/** Counts of one entity by id, or zeros when the counters do not list it (nothing upcoming). */
export function countsOf(entries: Counters['sports'] | undefined, id: number) {
  return entries?.find((entry) => entry.id === id) ?? { id, live: 0, gamesCount: 0, outrightsCount: 0 };
}
