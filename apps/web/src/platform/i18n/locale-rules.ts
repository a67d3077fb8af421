// The locale rules of SPEC §2.1, §2.8 and §5, as pure functions: which locale a code resolves to, when links
// carry the locale prefix, and how switching language rewrites an address.

/** What the rules need to know of the site's languages. */
export interface LocaleSettings {
  /** Offered locale codes in the site's order; the first is the site's default language. */
  locales: readonly string[];
  /** Alternative codes that name an offered locale (`nb` → `no`). */
  aliases?: Readonly<Record<string, string>>;
  /** Every link carries the locale segment, the default language's too. */
  isLocaleRequiredInUrl?: boolean;
}

/** The last resort of locale resolution (SPEC §5). */
export const FALLBACK_LOCALE = 'en';

function baseLanguage(code: string): string {
  return code.split(/[-_]/)[0]!.toLowerCase();
}

function findOffered(locales: readonly string[], code: string): string | undefined {
  const wanted = code.replace('_', '-').toLowerCase();
  return locales.find((locale) => locale.toLowerCase() === wanted);
}

/**
 * Resolves a requested code to an offered locale: exact match (case-insensitive), then alias, then base language
 * (`de-AT` → `de`, or `fr` → the only `fr-…` offered), then the default, else `en` (SPEC §5).
 */
export function resolveLocale(
  requested: string | null | undefined,
  { locales, aliases = {} }: LocaleSettings,
  defaultLocale: string | undefined = locales[0],
): string {
  if (requested) {
    const exact = findOffered(locales, requested);
    if (exact) return exact;
    const aliasTarget = Object.entries(aliases).find(
      ([alias]) => alias.toLowerCase() === requested.toLowerCase(),
    )?.[1];
    const alias = aliasTarget && findOffered(locales, aliasTarget);
    if (alias) return alias;
    const base = baseLanguage(requested);
    const sameBase = findOffered(locales, base) ?? locales.find((locale) => baseLanguage(locale) === base);
    if (sameBase) return sameBase;
  }
  return defaultLocale ?? FALLBACK_LOCALE;
}

/** True when paths in this locale carry the locale segment (SPEC §2.8). */
export function needsLocalePrefix(
  locale: string,
  { locales, isLocaleRequiredInUrl = false }: LocaleSettings,
): boolean {
  return isLocaleRequiredInUrl || locale !== locales[0];
}

/** Addresses that are never prefixed: other origins, protocol-relative, sms:, mailto:, tel: and in-page anchors. */
export function isExternalHref(href: string): boolean {
  return /^(https?:|\/\/|sms:|mailto:|tel:|#)/i.test(href);
}

/** Splits `/de/live` into the offered locale `de` and the rest `/live`; no locale when the segment is not one. */
export function splitLocaleFromPath(
  pathname: string,
  locales: readonly string[],
): { locale: string | undefined; rest: string } {
  const [, first = '', ...others] = pathname.split('/');
  const locale = locales.find((code) => code === first);
  if (!locale) return { locale: undefined, rest: pathname || '/' };
  const rest = `/${others.join('/')}`;
  return { locale, rest };
}

/** Prefixes an internal href with the locale when the rules ask for it; external hrefs stay as they are. */
export function localizeHref(href: string, locale: string, settings: LocaleSettings): string {
  if (isExternalHref(href) || !href.startsWith('/')) return href;
  if (!needsLocalePrefix(locale, settings)) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/**
 * The address of the current page in another language: the first path segment is rewritten (inserted when the
 * current page has none, removed when the new language needs none), query and hash are kept (SPEC §2.1).
 */
export function switchLocaleHref(currentUrl: string, newLocale: string, settings: LocaleSettings): string {
  const url = new URL(currentUrl, 'http://placeholder.invalid');
  const { rest } = splitLocaleFromPath(url.pathname, settings.locales);
  const path = localizeHref(rest, newLocale, settings);
  return `${path}${url.search}${url.hash}`;
}
