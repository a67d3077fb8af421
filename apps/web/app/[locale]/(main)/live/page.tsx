import type { League } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
// NOTE: from their modules, not the features' indexes: a server module that imports an index makes every client
// component the index names part of the page's JavaScript (decision 0045).
import { getTournamentsQueryOptions } from '@/features/catalogue/api/get-tournaments';
import { getMatchesQueryOptions } from '@/features/events/api/get-matches';
import { pageMatchFilters } from '@/features/league/api/match-filters';
import { LiveView } from '@/features/live/components/live-view';
import { serverApiContext } from '@/platform/api/server-context';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';
import { narrowPrefetched } from '@/platform/query/narrow-prefetched';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('live') };
}

/** The live page: every match under way, by sport, kept live by the updates channel. */
export default async function LivePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const context = serverApiContext(locale);
  const queryClient = createQueryClient();
  const matches = getMatchesQueryOptions(context, pageMatchFilters.live());
  const leagues = getTournamentsQueryOptions(context, {});
  await Promise.all([queryClient.prefetchQuery(matches), queryClient.prefetchQuery(leagues)]);
  // The live list draws a league's category from the league list: the page inlines the leagues of its live
  // matches, not all of the site's (about 500 with the sandbox's seed); the rest is fetched after hydration.
  const shown = new Set(queryClient.getQueryData(matches.queryKey)?.map((match) => match.tournament.id));
  narrowPrefetched<League>(queryClient, leagues.queryKey, (league) => shown.has(league.id));
  return (
    <PageData queryClient={queryClient}>
      <LiveView />
    </PageData>
  );
}
