import { SportTiles } from '@/features/catalogue';
import { prefetchContentBlocks, sanitizeContentBlocks } from '@/features/content-blocks';
import { HomeView } from '@/features/home';
import { serverApiContext } from '@/platform/api/server-context';
import { PageData } from '@/platform/query/page-data';
import { createQueryClient } from '@/platform/query/query-client';
import { getSiteDocument } from '@/platform/site/site-document';

/** The home page: the site's `home` content blocks, their data fetched on the server for the first paint. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const site = await getSiteDocument();
  const blocks = site.config.pages.home ?? [];
  // NOTE: a site that configures no home blocks still gets a useful page: the sports to browse.
  if (blocks.length === 0) return <SportTiles />;
  const queryClient = createQueryClient();
  await prefetchContentBlocks(queryClient, serverApiContext(locale), blocks);
  return (
    <PageData queryClient={queryClient}>
      <HomeView blocks={sanitizeContentBlocks(blocks)} />
    </PageData>
  );
}
