'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Jackpot } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { JACKPOT_QUERY_META } from '@/platform/errors/query-errors';
import { JACKPOT_REFETCH_MS, jackpotKeys } from './jackpot-keys';

/** The jackpots with their levels' pools and published rules (`GET /jackpots`). */
export async function getJackpots(context: ApiContext): Promise<Jackpot[]> {
  const answer = await apiRequest(routeRefs.sportsbook.getJackpots, {}, context);
  return answer.data;
}

/**
 * Query options of the jackpots, refetched every 15 s (SPEC §9) while a ticker shows them; a failure is reported
 * by the global handler except for 400, 404 and 500 (SPEC §8).
 */
export function getJackpotsQueryOptions(context: ApiContext) {
  return queryOptions({
    queryKey: jackpotKeys.list(),
    queryFn: ({ signal }) => getJackpots({ ...context, signal }),
    refetchInterval: JACKPOT_REFETCH_MS,
    staleTime: JACKPOT_REFETCH_MS,
    meta: JACKPOT_QUERY_META,
  });
}

/** The jackpots query of client components; asks nothing while the `jackpots` flag is off (SPEC §6). */
export function useJackpots() {
  const enabled = useFeatureFlag('jackpots');
  return useQuery({ ...getJackpotsQueryOptions(useApiContext()), enabled });
}
