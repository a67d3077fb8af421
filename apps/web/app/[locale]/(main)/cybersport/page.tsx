import { getTranslations } from 'next-intl/server';
import { getCountersQueryOptions, getSports, getTournamentsQueryOptions } from '@/features/catalogue';
import { getMatchesQueryOptions } from '@/features/events';
import { CybersportView, pageMatchFilters } from '@/features/league';
import { serverApiContext } from '@/platform/api/server-context';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('cybersport') };
}

/** The cybersport page: the live and upcoming matches of every cyber sport. */
export default async function CybersportPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const context = serverApiContext(locale);
  const queryClient = createQueryClient();
  const [sports] = await Promise.all([
    getSports(context).catch(() => []),
    queryClient.prefetchQuery(getMatchesQueryOptions(context, pageMatchFilters.cybersport())),
    queryClient.prefetchQuery(getTournamentsQueryOptions(context, {})),
    queryClient.prefetchQuery(getCountersQueryOptions(context)),
  ]);
  return (
    <PageData queryClient={queryClient}>
      <CybersportView sports={sports.filter((sport) => sport.type === 'cyber')} />
    </PageData>
  );
}
