import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ERROR_SHELL_LOCALES } from '@/platform/i18n/error-shell-locales';
import { tryGetSiteDocument } from '@/platform/site/site-document';
import { LocaleDocument } from '../locale-document';

// Every page depends on the site configuration and the request's locale: nothing is rendered at build time.
export const dynamic = 'force-dynamic';

/** Every page of a locale, error pages included, in that locale's document. */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  const site = await tryGetSiteDocument();
  const known =
    site?.config.locales.some((item) => item.code === locale) ||
    (ERROR_SHELL_LOCALES as readonly string[]).includes(locale);
  // NOTE: the middleware always supplies a real locale; only asset-like paths it skips (`/favicon.ico`) land here.
  if (!known) notFound();
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
