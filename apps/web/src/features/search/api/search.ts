'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { RefResponse } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';

/** Matches and leagues found for a query. */
export type SearchResults = RefResponse<typeof routeRefs.sportsbook.search>;

/** Searches the catalogue (`GET /search`, SPEC §7) for a query of 3 to 50 characters. */
export function search(context: ApiContext, q: string): Promise<SearchResults> {
  return apiRequest(routeRefs.sportsbook.search, { query: { q, locale: context.locale } }, context);
}

/** Query options of a search; results of a query stay fresh for half a minute. */
export function searchQueryOptions(context: ApiContext, q: string) {
  return queryOptions({
    queryKey: ['search', context.locale, q] as const,
    queryFn: ({ signal }) => search({ ...context, signal }, q),
    staleTime: 30_000,
  });
}

/** The results of a query, or idle while there is none to send. */
export function useSearch(q: string | null) {
  const context = useApiContext();
  return useQuery({ ...searchQueryOptions(context, q ?? ''), enabled: q !== null });
}
