import { localeFallbacks } from '@sportsbook/contract';
import type { ContentPage, ContentPageKey, SiteDocument } from '@sportsbook/contract';
import { sanitizeHtml } from '@/features/content-blocks';
import { localizeHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';

declare const sanitized: unique symbol;

/** A content page whose sections' HTML passed the sanitizer, with this site's paths in the page's language. */
export type SanitizedContentPage = ContentPage & {
  /** The language the page is written in: the page's own, or a fallback the article marks with `lang`. */
  readonly lang: string;
  readonly [sanitized]: true;
};

/** Every `href="/…"` of sanitized HTML (the sanitizer writes attributes double-quoted) given the locale prefix. */
function localizeLinks(html: string, localize: (href: string) => string): string {
  return html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localize(href)}"`);
}

/**
 * The site's content page `key` in the best language there is for `locale` (the exact code, its base
 * language, the site's default, English), its HTML sanitized on the server and its links to the site's own
 * paths carrying the locale prefix of SPEC §2.8; null when the site has no such page.
 */
export function contentPageOf(
  document: SiteDocument,
  key: ContentPageKey,
  locale: string,
): SanitizedContentPage | null {
  const translations = document.content_pages[key];
  if (!translations) return null;
  const settings = localeSettingsOf(document.config);
  const lang =
    localeFallbacks(locale, settings.locales[0] ?? 'en').find((code) => Object.hasOwn(translations, code)) ??
    Object.keys(translations)[0];
  const page = lang === undefined ? undefined : translations[lang];
  if (!page || lang === undefined) return null;
  const localize = (href: string) => localizeHref(href, locale, settings);
  const sections = page.sections.map((section) => ({
    ...section,
    html: localizeLinks(sanitizeHtml(section.html), localize),
  }));
  // NOTE: the brand exists only in types; this is the one place that may give it.
  return { ...page, lang, sections } as SanitizedContentPage;
}
