import '@/ui/tokens.css';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { ErrorReportingConfigScript } from '@/platform/errors/error-reporting-config-script';
import { EarlyTapScript } from '@/platform/early-taps/early-tap-script';
import { directionOf } from '@/platform/i18n/direction';
import { NONCE_HEADER } from '@/platform/security/security-headers';
import { tryGetSiteDocument } from '@/platform/site/site-document';
import { themeCss } from '@/platform/theme/theme-css';
// NOTE: from its module, not `@/ui`: a server module that imports an index makes every client component the
// index names part of every page's JavaScript (the menu, the modal, the tabs, the toasts: 4 kB, decision 0045).
import { UiDirection } from '@/ui/direction';

/**
 * The document of a page in `locale`: its language and direction on <html>, the site's theme, the messages. It
 * works without the site configuration (error pages must render when the back end is down). The locale layout
 * draws it for every page, and the root not-found page for a path no route matches.
 */
export async function LocaleDocument({ locale, children }: { locale: string; children: ReactNode }) {
  const site = await tryGetSiteDocument();
  const dir = directionOf(locale, site?.feature_flags.rtl_view ?? false);
  const css = site ? themeCss(site.config.theme) : '';
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <html lang={locale} dir={dir}>
      <head>
        {css ? <style id="site-theme">{css}</style> : null}
        <ErrorReportingConfigScript nonce={nonce} />
        <EarlyTapScript nonce={nonce} />
      </head>
      <body>
        <NextIntlClientProvider locale={locale} messages={await getMessages({ locale })}>
          <UiDirection dir={dir}>{children}</UiDirection>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
