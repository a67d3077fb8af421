import { isStatusNotAllowed, routeRefs } from '@sportsbook/contract/refs';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { fetchAllPages } from '@/platform/api/fetch-all-pages';
import { getCustomMarkets } from '../custom/custom-bet-api';
import { fetchExchangeRates } from './exchange-rates';
import type { SharedBetSources } from './load-shared-bets';

/**
 * The sportsbook API as restoring reads it: the share code, then each match and its markets, and the exchange
 * rates through the query cache (one table for every restore of a visit).
 */
export function sharedBetSources(context: ApiContext, queryClient: QueryClient): SharedBetSources {
  return {
    sharedBets: async (code) =>
      (await apiRequest(routeRefs.bets.getSharedBets, { query: { code } }, context)).bets,
    match: (matchId) =>
      apiRequest(
        routeRefs.sportsbook.getMatch,
        { params: { id: matchId }, query: { locale: context.locale } },
        context,
      ),
    markets: async (matchId) => {
      const markets = await fetchAllPages((page, limit) =>
        apiRequest(
          routeRefs.sportsbook.getMatchMarkets,
          { params: { id: matchId }, query: { page, limit, locale: context.locale } },
          context,
        ),
      );
      return markets.filter((market) => !isStatusNotAllowed(market.status));
    },
    customMarkets: (matchId) => getCustomMarkets(context, matchId),
    exchangeRates: () => fetchExchangeRates(queryClient, context),
  };
}
