'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSession } from '@/platform/session';
import { myBetsQueryKey } from '../place/my-bets-key';
import { betsQuery } from './bet-filters';
import type { MyBetsFilters } from './bet-filters';

/**
 * The signed-in player's bets under the filters, page by page (`GET /bets`, start page 1, the contract's page
 * size); the next page is asked for while the last one fetched is not the last. Fetched again on every mount:
 * events that arrived while the list was not shown never reached its cache.
 */
export function useMyBets(filters: MyBetsFilters) {
  const session = useSession();
  const context = useApiContext();
  const loggedIn = session.status === 'logged_in';
  return useInfiniteQuery({
    queryKey: myBetsQueryKey(loggedIn ? (session.player?.profile.id ?? null) : null, filters),
    queryFn: ({ pageParam, signal }) =>
      apiRequest(routeRefs.bets.getBets, { query: betsQuery(filters, pageParam) }, { ...context, signal }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.last_page ? pagination.page + 1 : undefined,
    enabled: loggedIn,
    staleTime: 0,
  });
}
