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

/** The error shell's locale for a page locale: the usual resolution over its own list, default en. */
export function errorShellLocale(locale: string): string {
  return resolveLocale(locale, { locales: ERROR_SHELL_LOCALES }, 'en');
}
