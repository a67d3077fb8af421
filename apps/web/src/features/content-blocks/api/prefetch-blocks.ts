import type { ContentBlock } from '@sportsbook/contract';
import type { QueryClient } from '@tanstack/react-query';
import { getTournamentsQueryOptions } from '@/features/catalogue';
import { getMatchMarketsQueryOptions, getMatchQueryOptions } from '@/features/events';
import type { ApiContext } from '@/platform/api/api-client';
import { blockMatchQuery, getBlockMatchesQueryOptions } from './block-matches';
import { getOutrightsQueryOptions } from '@/features/outrights';

function prefetchOne(queryClient: QueryClient, context: ApiContext, block: ContentBlock): Promise<void>[] {
  switch (block.type) {
    case 'live_events':
    case 'prematch_events':
    case 'schedule':
    case 'results':
    case 'top_events':
      return [queryClient.prefetchQuery(getBlockMatchesQueryOptions(context, blockMatchQuery(block)))];
    case 'outrights':
      return [
        queryClient.prefetchQuery(
          getOutrightsQueryOptions(context, {
            ...(block.sport_key ? { sport_key: block.sport_key } : {}),
            limit: block.limit,
          }),
        ),
      ];
    case 'top_leagues':
    case 'tournaments':
      return [queryClient.prefetchQuery(getTournamentsQueryOptions(context, {}))];
    case 'event_markets':
      return [
        queryClient.prefetchQuery(getMatchQueryOptions(context, block.match_id)),
        queryClient.prefetchQuery(getMatchMarketsQueryOptions(context, block.match_id)),
      ];
    case 'event_stats':
      return [queryClient.prefetchQuery(getMatchQueryOptions(context, block.match_id))];
    default:
      // NOTE: text, images and banners carry their content; favourites need the player, not known on the server.
      return [];
  }
}

const matchListTypes: ReadonlySet<ContentBlock['type']> = new Set([
  'live_events',
  'prematch_events',
  'schedule',
  'results',
  'top_events',
]);

/**
 * The visitor's blocks of the first screen: every block up to and including the first list of matches, which
 * fills a phone's first screen (and most of a desktop's) on its own; all of them when no block lists matches.
 *
 * Why: whatever the server prefetches is embedded in the page as the dehydrated query cache, which the phone
 * parses and hydrates before the page answers a tap. On the sandbox home, the blocks after the first match list
 * (live, top leagues, upcoming, outrights) were 57 of the 72 kB of that data; below the fold they fetch on the
 * client after hydration, behind their skeletons, and nothing in view moves when they fill in.
 */
export function firstScreenBlocks(blocks: readonly ContentBlock[]): ContentBlock[] {
  // NOTE: a visitor's page (the server knows no player yet): blocks for signed-in players are not fetched.
  const visible = blocks.filter((block) => block.audience !== 'LOGGED_IN');
  const firstList = visible.findIndex((block) => matchListTypes.has(block.type));
  return firstList === -1 ? visible : visible.slice(0, firstList + 1);
}

/**
 * Fetches on the server the data the first screen of blocks needs, so the page paints with it (hydrated through
 * a HydrationBoundary). A failed prefetch is not fatal: the block shows its own state on the client.
 */
export async function prefetchContentBlocks(
  queryClient: QueryClient,
  context: ApiContext,
  blocks: readonly ContentBlock[],
): Promise<void> {
  await Promise.all(firstScreenBlocks(blocks).flatMap((block) => prefetchOne(queryClient, context, block)));
}
