import type { ContentPageKey } from '@sportsbook/contract';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { getSiteDocument } from '@/platform/site/site-document';
import { contentPageOf } from '../content-page-of';
import { ContentPageView } from './content-page-view';

/**
 * A content page of the site configuration (SPEC §2.1 About, General rules) in the page's language; a site that
 * has no such page answers 404. `withContents` adds the table of contents (the rules are long).
 */
export async function SiteContentPage({
  pageKey,
  locale,
  withContents,
}: {
  pageKey: ContentPageKey;
  locale: string;
  withContents: boolean;
}) {
  const [site, t] = await Promise.all([getSiteDocument(), getTranslations('content')]);
  const page = contentPageOf(site, pageKey, locale);
  if (!page) notFound();
  return <ContentPageView page={page} locale={locale} contentsLabel={withContents ? t('contents') : null} />;
}

/** The page's title for its metadata: the content page's own heading, else the catalogue's name of the page. */
export async function contentPageTitle(pageKey: ContentPageKey, locale: string, fallback: string) {
  const page = contentPageOf(await getSiteDocument(), pageKey, locale);
  return page?.title ?? fallback;
}
