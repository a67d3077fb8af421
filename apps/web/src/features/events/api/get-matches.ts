import { routeRefs } from '@sportsbook/contract/refs';
import type { MatchListItem, RefQuery } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { fetchAllPages } from '@/platform/api/fetch-all-pages';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** Filters of `GET /matches` (SPEC §7) without paging and locale, which the fetcher adds. */
export type MatchFilters = Omit<
  RefQuery<typeof routeRefs.sportsbook.getMatches>,
  'page' | 'limit' | 'locale'
>;

/** Every match of the filters, across pages of 500. */
export async function getMatches(context: ApiContext, filters: MatchFilters): Promise<MatchListItem[]> {
  return fetchAllPages((page, limit) =>
    apiRequest(
      routeRefs.sportsbook.getMatches,
      { query: { ...filters, page, limit, locale: context.locale } },
      context,
    ),
  );
}

/**
 * Query options of a match list, keyed under `catalogueKeys.matchList` so the real-time layer patches it.
 * Fresh for a minute: live changes arrive as events rather than refetches.
 */
export function getMatchesQueryOptions(context: ApiContext, filters: MatchFilters) {
  return queryOptions({
    queryKey: catalogueKeys.matchList(context.locale, filters),
    queryFn: () => getMatches(context, filters),
    staleTime: 60_000,
  });
}

/** A match list in client components. */
export function useMatches(filters: MatchFilters) {
  return useQuery(getMatchesQueryOptions(useApiContext(), filters));
}
