import { routeRefs } from '@sportsbook/contract/refs';
import type { Sport } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { isSportSwitchedOn } from '@/platform/navigation/section-switches';
import { catalogueKeys } from '@/platform/query/catalogue-keys';
import { useSectionSwitches } from '@/platform/session';

/** The sports of the catalogue, by priority (first page of 500 holds them all). */
export async function getSports(context: ApiContext): Promise<Sport[]> {
  const page = await apiRequest(
    routeRefs.sportsbook.getSports,
    { query: { locale: context.locale } },
    context,
  );
  return page.data;
}

/** Query options for the sports list, shared by the server prefetch and the client hook. */
export function getSportsQueryOptions(context: ApiContext) {
  return queryOptions({
    queryKey: catalogueKeys.sports(context.locale),
    queryFn: () => getSports(context),
    staleTime: 5 * 60_000,
  });
}

/** The sports list in client components, without the sports of switched-off sections (horse racing, lotteries). */
export function useSports() {
  const switches = useSectionSwitches();
  const select = useCallback(
    (sports: Sport[]) => sports.filter((sport) => isSportSwitchedOn(sport.key, switches)),
    [switches],
  );
  return useQuery({ ...getSportsQueryOptions(useApiContext()), select });
}
