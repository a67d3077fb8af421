import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { countryName } from '@/platform/geo/edge-country';
import { errorShellLocale } from '@/platform/i18n/error-shell-locales';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { tryGetSiteDocument } from '@/platform/site/site-document';
import type { ErrorKind } from './error-illustration';
import { ErrorView } from './error-view';

/**
 * A complete error page in the error shell's own locale list (SPEC §2.2). It needs no site configuration and
 * no feature flags, so it renders even when the back end is down.
 */
export async function ErrorPage({
  kind,
  locale,
  country = null,
}: {
  kind: ErrorKind;
  locale: string;
  /** The visitor's country (ISO 3166 alpha-2) the Blocked page names, when the middleware turned them away. */
  country?: string | null;
}) {
  const site = await tryGetSiteDocument();
  const shellLocale = errorShellLocale(
    locale,
    site?.config.locales.map((item) => item.code),
  );
  const t = await getTranslations({ locale: shellLocale });
  const homeHref = site ? localizeHref('/', locale, localeSettingsOf(site.config)) : `/${locale}`;
  const contact = site?.config.contacts.email;
  // NOTE: the address is isolated (U+2068 … U+2069): a left-to-right address in a right-to-left sentence would
  // otherwise take the sentence's full stop to its own side, in the middle of the Arabic line.
  const blockedFrom = kind === 'blocked' && country ? countryName(country, shellLocale) : null;
  const details =
    kind === 'blocked'
      ? [
          ...(blockedFrom
            ? [t('errors.blocked.countryDescription', { countryName: `\u2068${blockedFrom}\u2069` })]
            : []),
          t('errors.blocked.advice'),
          ...(contact ? [t('errors.blocked.contact', { email: `\u2068${contact}\u2069` })] : []),
        ]
      : [];
  return (
    <div lang={shellLocale}>
      <ErrorView
        kind={kind}
        title={t(`errors.${kind}.title`)}
        description={t(`errors.${kind}.description`)}
        details={details}
        homeHref={homeHref}
        homeLabel={t('common.goHome')}
      />
    </div>
  );
}

/** The error page's own title (home, /blocked and /locked shared the site's name), in the page's language. */
export async function errorPageMetadata(kind: ErrorKind, locale: string): Promise<Metadata> {
  const site = await tryGetSiteDocument();
  const t = await getTranslations({
    locale: errorShellLocale(
      locale,
      site?.config.locales.map((item) => item.code),
    ),
  });
  return { title: t(`errors.${kind}.title`) };
}

/** The full document title of an error page, as the layout's template makes it: `{title} · {site name}`. */
export async function errorPageTitle(kind: ErrorKind, locale: string): Promise<string> {
  const site = await tryGetSiteDocument();
  const { title } = await errorPageMetadata(kind, locale);
  return `${String(title)} · ${site?.config.name ?? 'Sportsbook'}`;
}
