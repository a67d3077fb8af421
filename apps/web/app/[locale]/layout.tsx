import '@/ui/tokens.css';
import type { Metadata, Viewport } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { ErrorReportingConfigScript } from '@/platform/errors/error-reporting-config-script';
import { ERROR_SHELL_LOCALES } from '@/platform/i18n/error-shell-locales';
import { directionOf } from '@/platform/i18n/direction';
import { NONCE_HEADER } from '@/platform/security/security-headers';
import { tryGetSiteDocument } from '@/platform/site/site-document';
import { themeCss } from '@/platform/theme/theme-css';
import { UiDirection } from '@/ui';

// Every page depends on the site configuration and the request's locale: nothing is rendered at build time.
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const site = await tryGetSiteDocument();
  const name = site?.config.name ?? 'Sportsbook';
  return { title: { default: name, template: `%s · ${name}` }, icons: { icon: '/favicon.svg' } };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0d1117' };

/**
 * The document of every page, error pages included: language, direction and the site's theme. It works
 * without the site configuration (error pages must render when the back end is down).
 */
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
  const dir = directionOf(locale, site?.feature_flags.rtl_view ?? false);
  const css = site ? themeCss(site.config.theme) : '';
  return (
    <html lang={locale} dir={dir}>
      <head>
        {css ? <style id="site-theme">{css}</style> : null}
        <ErrorReportingConfigScript nonce={(await headers()).get(NONCE_HEADER) ?? undefined} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={await getMessages()}>
          <UiDirection dir={dir}>{children}</UiDirection>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
