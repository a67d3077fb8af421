import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ErrorPage, errorPageMetadata, errorPageTitle } from '@/features/errors';

export async function generateMetadata(): Promise<Metadata> {
  return errorPageMetadata('notFound', await getLocale());
}

export default async function NotFound() {
  const locale = await getLocale();
  return (
    <>
      {/* NOTE: Next 15 answers notFound() of a dynamic route with its error shell and renders this page in the
          browser, where the metadata's title is not applied (vercel/next.js#62228); React puts this one in <head>. */}
      <title>{await errorPageTitle('notFound', locale)}</title>
      <ErrorPage kind="notFound" locale={locale} />
    </>
  );
}
