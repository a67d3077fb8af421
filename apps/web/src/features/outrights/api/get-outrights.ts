import { routeRefs } from '@sportsbook/contract/refs';
import type { Outright } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** What a list of outrights asks for: open outrights, of one sport, one league or all, the first `limit`. */
export interface OutrightsQuery {
  sport_key?: string;
  tournament_id?: number;
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

/** One outright (`GET /outrights/{id}`). */
export function getOutright(context: ApiContext, id: number): Promise<Outright> {
  return apiRequest(
    routeRefs.sportsbook.getOutright,
    { params: { id }, query: { locale: context.locale } },
    context,
  );
}

/** Query options of one outright. */
export function getOutrightQueryOptions(context: ApiContext, id: number) {
  return queryOptions({
    queryKey: [...catalogueKeys.all, 'outright', context.locale, id] as const,
    queryFn: () => getOutright(context, id),
    staleTime: 60_000,
  });
}

/** One outright in client components. */
export function useOutright(id: number) {
  return useQuery(getOutrightQueryOptions(useApiContext(), id));
}
