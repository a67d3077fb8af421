import { routeRefs } from '@sportsbook/contract/refs';
import type { RefResponse } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** One quality of a match's stream. */
export type MatchStream = RefResponse<typeof routeRefs.sportsbook.getMatchStreams>['data'][number];

/** The stream qualities of a match (`GET /matches/{id}/streams`); none when it has no stream (404). */
export async function getMatchStreams(context: ApiContext, matchId: number): Promise<MatchStream[]> {
  try {
    const { data } = await apiRequest(
      routeRefs.sportsbook.getMatchStreams,
      { params: { id: matchId } },
      context,
    );
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return [];
    throw error;
  }
}

/** Query options of a match's stream qualities. */
export function getMatchStreamsQueryOptions(context: ApiContext, matchId: number) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'match-streams', matchId] as const,
    queryFn: () => getMatchStreams(context, matchId),
    staleTime: 5 * 60_000,
  });
}

/** A match's stream qualities in client components; asked only when `enabled` (the match has video). */
export function useMatchStreams(matchId: number, enabled: boolean) {
  return useQuery({ ...getMatchStreamsQueryOptions(useApiContext(), matchId), enabled });
}
