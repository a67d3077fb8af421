import { resolveLocale } from './locale-rules';

/** Locales of the minimal error-page shell (SPEC §2.2); it needs no site configuration. */
export const ERROR_SHELL_LOCALES = [
  'en',
  'de',
  'de-AT',
  'de-CH',
  'en-AU',
  'en-CA',
  'en-IE',
  'en-NZ',
  'en-ZA',
  'fr-CA',
  'it',
  'no',
  'pl',
  'ru',
  'sl',
] as const;

/**
 * The error shell's locale for a page locale: a locale the site serves keeps its own language (its catalogue
 * ships with the app, so an Arabic page's 404 is in Arabic, issue 15); otherwise, and when the site
 * configuration is unavailable, the usual resolution over the shell's own list, default en.
 */
export function errorShellLocale(locale: string, siteLocales: readonly string[] = []): string {
  if (siteLocales.includes(locale)) return locale;
  return resolveLocale(locale, { locales: ERROR_SHELL_LOCALES }, 'en');
}
