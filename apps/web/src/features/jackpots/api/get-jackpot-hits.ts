'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { JackpotHit } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { JACKPOT_QUERY_META } from '@/platform/errors/query-errors';
import { JACKPOT_HITS_PAGE_SIZE, JACKPOT_HITS_REFETCH_MS, jackpotKeys } from './jackpot-keys';

/** Which hits: the latest of everyone (of one jackpot or all), or the player's own that they have not seen. */
export type HitsFilter = { kind: 'recent'; jackpotId: number | null } | { kind: 'unseen' };

/** A page of jackpot hits (`GET /jackpot-hits`, page size 10, SPEC §9), newest first. */
export async function getJackpotHits(context: ApiContext, filter: HitsFilter): Promise<JackpotHit[]> {
  const query =
    filter.kind === 'unseen'
      ? {
          limit: JACKPOT_HITS_PAGE_SIZE,
          status: ['approved', 'paid'] as ('approved' | 'paid')[],
          for_user: true,
          unseen: true,
        }
      : {
          limit: JACKPOT_HITS_PAGE_SIZE,
          ...(filter.jackpotId === null ? {} : { jackpot_id: filter.jackpotId }),
        };
  const answer = await apiRequest(routeRefs.sportsbook.getJackpotHits, { query }, context);
  return answer.data;
}

/** The latest hits of a jackpot (or of all), refetched every 60 s (SPEC §9). */
export function useRecentJackpotHits(jackpotId: number | null) {
  const enabled = useFeatureFlag('jackpots');
  const context = useApiContext();
  return useQuery({
    queryKey: jackpotKeys.recentHits(jackpotId),
    queryFn: ({ signal }) => getJackpotHits({ ...context, signal }, { kind: 'recent', jackpotId }),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    staleTime: JACKPOT_HITS_REFETCH_MS,
    meta: JACKPOT_QUERY_META,
    enabled,
  });
}

/**
 * The signed-in player's unseen hits (approved or paid, SPEC §4), refetched every 60 s and at once when the
 * player's channel says a jackpot was paid; nothing for a visitor or with the flag off.
 */
export function useUnseenJackpotHits(userId: number | null) {
  const enabled = useFeatureFlag('jackpots') && userId !== null;
  const context = useApiContext();
  return useQuery({
    queryKey: jackpotKeys.unseenHits(userId),
    queryFn: ({ signal }) => getJackpotHits({ ...context, signal }, { kind: 'unseen' }),
    refetchInterval: JACKPOT_HITS_REFETCH_MS,
    staleTime: 0,
    meta: JACKPOT_QUERY_META,
    enabled,
  });
}
