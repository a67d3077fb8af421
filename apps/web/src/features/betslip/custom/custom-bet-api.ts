import { routeRefs } from '@sportsbook/contract/refs';
import type { CustomOddsRequest, Market } from '@sportsbook/contract';
import type { z } from 'zod';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';

/** One leg of a custom bet as the odds request names it: a line of the match and one of its outcomes. */
export type CustomLeg = z.infer<typeof CustomOddsRequest>['selections'][number];

/** The markets of a match a custom bet may combine (`GET /bets/custom/markets/{matchId}`). */
export async function getCustomMarkets(context: ApiContext, matchId: number): Promise<Market[]> {
  return (await apiRequest(routeRefs.bets.getCustomMarkets, { params: { matchId } }, context)).data;
}

/** The `POST /bets/custom/odds` body for legs of one match, in the order the player picked them. */
export function customOddsRequest(
  matchId: number,
  legs: readonly CustomLeg[],
): z.infer<typeof CustomOddsRequest> {
  return {
    match_id: matchId,
    selections: legs.map(({ market_id, specifier, outcome_id }) => ({ market_id, specifier, outcome_id })),
  };
}

/** The server's odds for a custom bet, or null when it does not offer that combination. */
export async function getCustomOdds(
  context: ApiContext,
  matchId: number,
  legs: readonly CustomLeg[],
): Promise<number | null> {
  const answer = await apiRequest(
    routeRefs.bets.getCustomOdds,
    { body: customOddsRequest(matchId, legs) },
    context,
  );
  return answer.odds;
}
