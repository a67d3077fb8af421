import { z } from 'zod';

const LocaleCode = z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/);

/**
 * Text an operator writes for visitors (footer, license, content pages): one string for every language, or one
 * per language code with at least the site's default language among them.
 */
export const LocalizedText = z.union([
  z.string(),
  z.record(LocaleCode, z.string()).refine((texts) => Object.keys(texts).length > 0, 'No language given'),
]);
export type LocalizedText = z.infer<typeof LocalizedText>;

/**
 * The languages to try for `locale`, best first (SPEC §5 locale resolution, without aliases): the exact code,
 * its base language, the site's default language, then English.
 */
export function localeFallbacks(locale: string, defaultLocale: string): string[] {
  const base = locale.split('-')[0] ?? locale;
  return [...new Set([locale, base, defaultLocale, 'en'])];
}

/** A per-language value in the best language there is for `locale`; the first given when none fits. */
export function pickLocalized<T>(
  values: Readonly<Record<string, T>>,
  locale: string,
  defaultLocale: string,
): T | undefined {
  for (const code of localeFallbacks(locale, defaultLocale)) {
    if (Object.hasOwn(values, code)) return values[code];
  }
  return Object.values(values)[0];
}

/** The text of a `LocalizedText` in the best language there is for `locale`. */
export function localizedText(text: LocalizedText, locale: string, defaultLocale: string): string {
  if (typeof text === 'string') return text;
  return pickLocalized(text, locale, defaultLocale) ?? '';
}
