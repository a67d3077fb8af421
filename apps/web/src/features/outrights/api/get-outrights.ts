import { routeRefs } from '@sportsbook/contract/refs';
import type { Outright } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** What an outrights block asks for: open outrights, of one sport or all, the first `limit`. */
export interface OutrightsQuery {
  sport_key?: string;
  limit: number;
}

/** Open outrights (`GET /outrights`, prematch and live), first page. */
export async function getOutrights(context: ApiContext, query: OutrightsQuery): Promise<Outright[]> {
  const page = await apiRequest(
    routeRefs.sportsbook.getOutrights,
    { query: { ...query, status: [0, 1], page: 1, locale: context.locale } },
    context,
  );
  return page.data;
}

/** Query options of an outrights list; outright prices move slowly, so it stays fresh for a minute. */
export function getOutrightsQueryOptions(context: ApiContext, query: OutrightsQuery) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'outrights', context.locale, query] as const,
    queryFn: () => getOutrights(context, query),
    staleTime: 60_000,
  });
}

/** Outrights in client components. */
export function useOutrights(query: OutrightsQuery) {
  return useQuery(getOutrightsQueryOptions(useApiContext(), query));
}
