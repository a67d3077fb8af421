import { notFound, permanentRedirect } from 'next/navigation';
// NOTE: from their modules, not the features' indexes: a server module that imports an index makes every client
// component the index names part of the page's JavaScript (decision 0045).
import { getCategoriesQueryOptions } from '@/features/catalogue/api/get-categories';
import { getCountersQueryOptions } from '@/features/catalogue/api/get-counters';
import { getTournamentsQueryOptions } from '@/features/catalogue/api/get-tournaments';
import { getSports } from '@/features/catalogue/api/get-sports';
import { getMatchesQueryOptions } from '@/features/events/api/get-matches';
import { pageMatchFilters } from '@/features/league/api/match-filters';
import { SportView } from '@/features/league/components/sport-view';
import { serverApiContext } from '@/platform/api/server-context';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { sportPath } from '@/platform/navigation/sections';
import { getSiteDocument } from '@/platform/site/site-document';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';

type Params = Promise<{ locale: string; sport: string }>;

export async function generateMetadata({ params }: { params: Params }) {
  const { locale, sport: key } = await params;
  const sport = (await getSports(serverApiContext(locale)).catch(() => [])).find((item) => item.key === key);
  return { title: sport?.name };
}

export default async function SportPage({ params }: { params: Params }) {
  const { locale, sport: key } = await params;
  const context = serverApiContext(locale);
  const sport = (await getSports(context)).find((item) => item.key === key);
  if (!sport) notFound();
  if (sportPath(sport.key) !== `/${sport.key}`) {
    const { config } = await getSiteDocument();
    permanentRedirect(localizeHref(sportPath(sport.key), locale, localeSettingsOf(config)));
  }
  const queryClient = createQueryClient();
  // NOTE: failed prefetches are not fatal: the client components show their own error states.
  await Promise.all([
    queryClient.prefetchQuery(getMatchesQueryOptions(context, pageMatchFilters.sport(sport.key))),
    queryClient.prefetchQuery(getCategoriesQueryOptions(context, { sport_key: sport.key })),
    queryClient.prefetchQuery(getTournamentsQueryOptions(context, { sport_key: sport.key })),
    queryClient.prefetchQuery(getCountersQueryOptions(context)),
  ]);
  return (
    <PageData queryClient={queryClient}>
      <SportView sport={sport} />
    </PageData>
  );
}
