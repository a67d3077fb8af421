import { routeRefs } from '@sportsbook/contract/refs';
import type { RefResponse } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** The video of a match. */
export type MatchVideo = RefResponse<typeof routeRefs.sportsbook.getMatchVideo>;

/** The video of a match (`GET /matches/{id}/video`), or null when it has none (404). */
export async function getMatchVideo(context: ApiContext, matchId: number): Promise<MatchVideo | null> {
  try {
    return await apiRequest(routeRefs.sportsbook.getMatchVideo, { params: { id: matchId } }, context);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** Query options of a match's video. */
export function getMatchVideoQueryOptions(context: ApiContext, matchId: number) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'match-video', matchId] as const,
    queryFn: () => getMatchVideo(context, matchId),
    staleTime: 5 * 60_000,
  });
}

/** A match's video in client components; asked only when `enabled` (the match has one). */
export function useMatchVideo(matchId: number, enabled: boolean) {
  return useQuery({ ...getMatchVideoQueryOptions(useApiContext(), matchId), enabled });
}
