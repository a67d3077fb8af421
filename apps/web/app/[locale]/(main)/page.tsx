// NOTE: from their modules, not the features' indexes: a server module that imports an index makes every client
// component the index names part of the page's JavaScript (decision 0045).
import { SportTiles } from '@/features/catalogue/components/sport-tiles';
import { prefetchContentBlocks } from '@/features/content-blocks/api/prefetch-blocks';
import { sanitizeContentBlocks } from '@/features/content-blocks/sanitize-blocks';
import { HomeView } from '@/features/home/components/home-view';
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
