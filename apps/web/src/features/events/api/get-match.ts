import { routeRefs } from '@sportsbook/contract/refs';
import type { Match } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** One match (`GET /matches/{id}`). */
export function getMatch(context: ApiContext, matchId: number): Promise<Match> {
  return apiRequest(
    routeRefs.sportsbook.getMatch,
    { params: { id: matchId }, query: { locale: context.locale } },
    context,
  );
}

/** Query options of one match, under `catalogueKeys.match` (patched by match events). */
export function getMatchQueryOptions(context: ApiContext, matchId: number) {
  return queryOptions({
    queryKey: catalogueKeys.match(context.locale, matchId),
    queryFn: () => getMatch(context, matchId),
    staleTime: 60_000,
  });
}

/** One match in client components. */
export function useMatch(matchId: number) {
  return useQuery(getMatchQueryOptions(useApiContext(), matchId));
}
