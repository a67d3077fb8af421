import { routeRefs } from '@sportsbook/contract/refs';
import type { RefParams, RefResponse } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** The statistics views a match may have (timeline, lineups, head-to-head, standings). */
export type StatisticsType = RefParams<typeof routeRefs.sportsbook.getMatchStatistics>['type'];

/** A statistics view of a match. */
export type MatchStatisticsView = RefResponse<typeof routeRefs.sportsbook.getMatchStatistics>;

/** A statistics view of a match (`GET /matches/{id}/{type}`), or null when the back end has none (404). */
export async function getMatchStatistics(
  context: ApiContext,
  matchId: number,
  type: StatisticsType,
): Promise<MatchStatisticsView | null> {
  try {
    return await apiRequest(
      routeRefs.sportsbook.getMatchStatistics,
      { params: { id: matchId, type } },
      context,
    );
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Query options of a statistics view; statistics change slowly, so they stay fresh for a minute. */
export function getMatchStatisticsQueryOptions(context: ApiContext, matchId: number, type: StatisticsType) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'match-statistics', matchId, type] as const,
    queryFn: () => getMatchStatistics(context, matchId, type),
    staleTime: 60_000,
  });
}

/** A statistics view in client components. */
export function useMatchStatistics(matchId: number, type: StatisticsType) {
  return useQuery(getMatchStatisticsQueryOptions(useApiContext(), matchId, type));
}
