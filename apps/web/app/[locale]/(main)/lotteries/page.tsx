import { getTranslations } from 'next-intl/server';
import { getMatchesQueryOptions } from '@/features/events';
import { LotteriesView, lotteryFilters } from '@/features/lotteries';
import { serverApiContext } from '@/platform/api/server-context';
import { notFoundUnlessSportSwitchedOn } from '@/platform/navigation/section-switches-on-server';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';

export async function generateMetadata() {
  return { title: (await getTranslations('pages'))('lotteries') };
}

/**
 * The Lotteries page: next draws with countdowns and markets, and the last results, fetched for first paint; not
 * found while the operator switches lotteries off.
 */
export default async function LotteriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  await notFoundUnlessSportSwitchedOn(locale, 'lotteries');
  const context = serverApiContext(locale);
  const queryClient = createQueryClient();
  await Promise.all([
    queryClient.prefetchQuery(getMatchesQueryOptions(context, lotteryFilters.upcoming)),
    queryClient.prefetchQuery(getMatchesQueryOptions(context, lotteryFilters.finished)),
  ]);
  return (
    <PageData queryClient={queryClient}>
      <LotteriesView />
    </PageData>
  );
}
