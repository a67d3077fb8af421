import { MatchStatus, routeRefs } from '@sportsbook/contract/refs';
import type { ContentBlock, MatchListItem } from '@sportsbook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchFilters } from '@/features/events';
import { apiRequest } from '@/platform/api/api-client';
import type { ApiContext } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { catalogueKeys } from '@/platform/query/catalogue-keys';

/** The content blocks that show a list of matches. */
export type MatchListBlock = Extract<
  ContentBlock,
  { type: 'live_events' | 'prematch_events' | 'results' | 'schedule' | 'top_events' }
>;

/** Filters of a match-list block plus how many matches it shows. */
export type BlockMatchQuery = MatchFilters & { limit: number };

/**
 * The `GET /matches` query of a match-list block, in one place so the server prefetch and the client ask the same
 * thing. Only matches (no races or draws): those have their own pages.
 */
export function blockMatchQuery(block: MatchListBlock): BlockMatchQuery {
  const sport = 'sport_key' in block && block.sport_key ? { sport_key: block.sport_key } : {};
  const base = { type: 'match' as const, ...sport, limit: block.limit };
  switch (block.type) {
    case 'live_events':
      return { ...base, match_status: [MatchStatus.live], sort_by: 'priority' };
    case 'prematch_events':
      return { ...base, match_status: [MatchStatus.prematch], sort_by: 'priority' };
    case 'schedule':
      return { ...base, match_status: [MatchStatus.prematch], sort_by: 'start_time' };
    case 'results':
      return { ...base, match_status: [MatchStatus.finished], sort_by: 'start_time' };
    case 'top_events':
      return { ...base, match_status: [MatchStatus.live, MatchStatus.prematch], sort_by: 'bet_count' };
  }
}

/** The first page of matches of a block: a block shows a few, never the whole list. */
export async function getBlockMatches(context: ApiContext, query: BlockMatchQuery): Promise<MatchListItem[]> {
  const page = await apiRequest(
    routeRefs.sportsbook.getMatches,
    { query: { ...query, page: 1, locale: context.locale } },
    context,
  );
  return page.data;
}

/** Query options of a block's matches, under the match-list keys so live events patch them in place. */
export function getBlockMatchesQueryOptions(context: ApiContext, query: BlockMatchQuery) {
  return queryOptions({
    queryKey: catalogueKeys.matchList(context.locale, query),
    queryFn: () => getBlockMatches(context, query),
    staleTime: 60_000,
  });
}

/** A block's matches in client components. */
export function useBlockMatches(query: BlockMatchQuery) {
  return useQuery(getBlockMatchesQueryOptions(useApiContext(), query));
}
