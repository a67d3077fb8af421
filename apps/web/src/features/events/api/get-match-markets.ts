import { isStatusNotAllowed, routeRefs } from '@sportsbook/contract/refs';
import type { Market } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { fetchAllPages } from '@/platform/api/fetch-all-pages';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** Every market of a match; a market whose status is not allowed is dropped (SPEC §4 Lists). */
export async function getMatchMarkets(context: ApiContext, matchId: number): Promise<Market[]> {
  const markets = await fetchAllPages((page, limit) =>
    apiRequest(
      routeRefs.sportsbook.getMatchMarkets,
      { params: { id: matchId }, query: { page, limit, locale: context.locale } },
      context,
    ),
  );
  return markets.filter((market) => !isStatusNotAllowed(market.status));
}

/** Query options of a match's markets, under `catalogueKeys.matchMarkets` (patched by markets events). */
export function getMatchMarketsQueryOptions(context: ApiContext, matchId: number) {
  return queryOptions({
    queryKey: catalogueKeys.matchMarkets(context.locale, matchId),
    queryFn: () => getMatchMarkets(context, matchId),
    staleTime: 60_000,
  });
}

/** A match's markets in client components. */
export function useMatchMarkets(matchId: number) {
  return useQuery(getMatchMarketsQueryOptions(useApiContext(), matchId));
}
