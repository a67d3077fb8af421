'use client';

import { placeBetItem } from '@sportsbook/betting';
import { routeRefs } from '@sportsbook/contract/refs';
import type { SlipBet } from '@sportsbook/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { JACKPOT_QUERY_META } from '@/platform/errors/query-errors';
import { jackpotKeys } from './jackpot-keys';

/** A jackpot a bet would feed: its id and name. */
export interface FedJackpot {
  id: number;
  name: string;
}

/** The jackpots a bet on the slip would take part in (`POST /jackpots`). */
export async function getBetJackpots(context: ApiContext, bet: SlipBet): Promise<FedJackpot[]> {
  const answer = await apiRequest(
    routeRefs.sportsbook.getBetJackpots,
    { body: { selections: placeBetItem(bet).selections, stake: bet.stake } },
    context,
  );
  return answer.jackpots;
}

/**
 * The jackpots a signed-in player's bet would feed, asked again when its stake settles (the caller passes a
 * debounced bet); empty for visitors (SPEC §6), freebets (they fund no pool) and with the flag off.
 */
export function useBetJackpots(bet: SlipBet): FedJackpot[] {
  const flag = useFeatureFlag('jackpots');
  const signedIn = useSession().status === 'logged_in';
  const context = useApiContext();
  const asks = flag && signedIn && bet.stake > 0 && bet.bonus?.type !== 'freebet';
  const query = useQuery({
    queryKey: [...jackpotKeys.forBet(bet.currency, bet.stake), bet.selections.map((s) => s.id)],
    queryFn: ({ signal }) => getBetJackpots({ ...context, signal }, bet),
    enabled: asks,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    meta: JACKPOT_QUERY_META,
  });
  return asks ? (query.data ?? []) : [];
}
