import { useLocale } from 'next-intl';

/**
 * The language of the sportsbook's catalogue names (sports, categories, leagues, teams). The API answers them
 * in English whatever the Accept-Language and says no Content-Language; if it ever does, read it instead.
 */
export const CATALOGUE_LANGUAGE = 'en';

/**
 * `lang` for text written in `language` on a page in `locale`: set only where the two languages differ (regions
 * aside: English text on an en-AU page needs none), so a screen reader switches voice for it (WCAG 3.1.2).
 */
export function langWhereDiffers(language: string, locale: string): string | undefined {
  const primary = (code: string) => code.split('-')[0]!.toLowerCase();
  return primary(language) === primary(locale) ? undefined : language;
}

/** `lang` for catalogue text on a page in `locale`: set only where it differs from the page's language. */
export function catalogueLangFor(locale: string): string | undefined {
  return langWhereDiffers(CATALOGUE_LANGUAGE, locale);
}

/**
 * The `lang` attribute for catalogue names on this page, so a screen reader on an Arabic page reads "Falkenau
 * TSV" as English (WCAG 3.1.2); undefined on English pages.
 */
export function useCatalogueLang(): string | undefined {
  return catalogueLangFor(useLocale());
}
