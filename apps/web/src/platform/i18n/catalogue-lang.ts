import { useLocale } from 'next-intl';

/**
 * The language of the sportsbook's catalogue names (sports, categories, leagues, teams). The API answers them
 * in English whatever the Accept-Language and says no Content-Language; if it ever does, read it instead.
 */
export const CATALOGUE_LANGUAGE = 'en';

/** `lang` for catalogue text on a page in `locale`: set only where it differs from the page's language. */
export function catalogueLangFor(locale: string): string | undefined {
  return locale.split('-')[0]!.toLowerCase() === CATALOGUE_LANGUAGE ? undefined : CATALOGUE_LANGUAGE;
}

/**
 * The `lang` attribute for catalogue names on this page, so a screen reader on an Arabic page reads "Falkenau
 * TSV" as English (WCAG 3.1.2); undefined on English pages.
 */
export function useCatalogueLang(): string | undefined {
  return catalogueLangFor(useLocale());
}
