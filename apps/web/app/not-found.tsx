import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { ErrorPage, errorPageMetadata } from '@/features/errors';
import { LocaleDocument } from './locale-document';

export async function generateMetadata(): Promise<Metadata> {
  return errorPageMetadata('notFound', await getLocale());
}

/**
 * The not-found page of a path no route matches, in the locale the middleware read from the path or negotiated
 * (its header; the fallback locale for the asset-like paths it skips). Next renders this page on the server in
 * full, with the document's lang and dir. A page that calls notFound() gets [locale]/not-found.tsx instead,
 * which Next 15 sends as its error shell, an <html> without lang, and draws only in the browser
 * (vercel/next.js#62228): so unknown paths are left unmatched rather than caught by a catch-all route.
 */
export default async function RootNotFound() {
  const locale = await getLocale();
  return (
    <LocaleDocument locale={locale}>
      <ErrorPage kind="notFound" locale={locale} />
    </LocaleDocument>
  );
}
