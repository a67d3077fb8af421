import type { AbstractIntlMessages } from 'next-intl';

type Messages = AbstractIntlMessages;

// NOTE: an explicit table rather than a template import, so the bundler includes exactly these catalogues.
const catalogues: Record<string, () => Promise<{ default: Messages }>> = {
  en: () => import('../../../messages/en.json'),
  de: () => import('../../../messages/de.json'),
  fr: () => import('../../../messages/fr.json'),
  it: () => import('../../../messages/it.json'),
  no: () => import('../../../messages/no.json'),
  pl: () => import('../../../messages/pl.json'),
  ru: () => import('../../../messages/ru.json'),
  sl: () => import('../../../messages/sl.json'),
  es: () => import('../../../messages/es.json'),
  pt: () => import('../../../messages/pt.json'),
  tr: () => import('../../../messages/tr.json'),
  ar: () => import('../../../messages/ar.json'),
  he: () => import('../../../messages/he.json'),
};

function isObject(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges message catalogues; later ones win key by key. */
export function mergeMessages(...layers: Messages[]): Messages {
  const result: Messages = {};
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer)) {
      const current = result[key];
      result[key] = isObject(current) && isObject(value) ? mergeMessages(current, value) : value;
    }
  }
  return result;
}

/** The catalogue files a locale reads, most general first: `en`, then its language, then its region. */
export function catalogueChain(locale: string): string[] {
  const language = locale.split('-')[0]!.toLowerCase();
  return [...new Set(['en', language, locale])].filter((name) => name in catalogues);
}

/**
 * The messages of a locale: English underneath, then the language, then the regional variant, so regional
 * variants inherit (en-AU from en, de-AT from de) and nothing shows a raw key.
 */
export async function loadMessages(locale: string): Promise<Messages> {
  const layers = await Promise.all(
    catalogueChain(locale).map(async (name) => (await catalogues[name]!()).default),
  );
  return mergeMessages(...layers);
}
