import { placeBetItem } from '@sportsbook/betting';
import { routeRefs } from '@sportsbook/contract/refs';
import type { BetBonusOffer, SlipBet } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { useSession } from '@/platform/session';
import { bonusKeys } from './bonus-keys';

/** The comboboosts and freebets a bet on the slip can use, each with why it fits or not (`POST /bonuses`). */
export async function getBetBonuses(context: ApiContext, bet: SlipBet): Promise<BetBonusOffer[]> {
  const answer = await apiRequest(
    routeRefs.sportsbook.getBetBonuses,
    {
      body: {
        selections: placeBetItem(bet).selections,
        stake: bet.stake,
        currency: bet.currency,
        bet_type: bet.betType,
      },
    },
    context,
  );
  return answer.bonuses;
}

/** Query options of a bet's offers: refetched when its selections, type or currency change, not on odds ticks. */
export function getBetBonusesQueryOptions(context: ApiContext, bet: SlipBet) {
  return queryOptions({
    queryKey: bonusKeys.offers(bet),
    queryFn: () => getBetBonuses(context, bet),
    staleTime: 60_000,
  });
}

/**
 * A bet's offers for a signed-in player, undefined until they arrive; visitors get none (SPEC §6: they cannot use
 * bonuses), so nothing is asked of the server for them.
 */
export function useBetBonusOffers(bet: SlipBet): BetBonusOffer[] | undefined {
  const signedIn = useSession().status === 'logged_in';
  const context = useApiContext();
  const query = useQuery({
    ...getBetBonusesQueryOptions(context, bet),
    enabled: signedIn && bet.betType !== 'custom_bet',
  });
  return signedIn ? query.data : undefined;
}
