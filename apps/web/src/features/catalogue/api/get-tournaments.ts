import { routeRefs } from '@sportsbook/contract/refs';
import type { League } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { fetchAllPages } from '@/platform/api/fetch-all-pages';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** Filters of `GET /tournaments`. */
export interface TournamentFilters {
  sport_key?: string;
  category_id?: number;
  slug?: string;
}

/** Leagues (tournaments) of the filters, by priority. */
export function getTournaments(context: ApiContext, filters: TournamentFilters): Promise<League[]> {
  return fetchAllPages((page, limit) =>
    apiRequest(
      routeRefs.sportsbook.getTournaments,
      { query: { ...filters, page, limit, locale: context.locale } },
      context,
    ),
  );
}

/** Query options of a league list; leagues change rarely, so they stay fresh for five minutes. */
export function getTournamentsQueryOptions(context: ApiContext, filters: TournamentFilters) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'tournaments', context.locale, filters] as const,
    queryFn: () => getTournaments(context, filters),
    staleTime: 5 * 60_000,
  });
}

/** A league list in client components. */
export function useTournaments(filters: TournamentFilters) {
  return useQuery(getTournamentsQueryOptions(useApiContext(), filters));
}
