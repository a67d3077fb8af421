import { ar } from './limits-page-texts/ar';
import { de } from './limits-page-texts/de';
import { en } from './limits-page-texts/en';
import { es } from './limits-page-texts/es';
import { fr } from './limits-page-texts/fr';
import { he } from './limits-page-texts/he';
import { it } from './limits-page-texts/it';
import { no } from './limits-page-texts/no';
import { pl } from './limits-page-texts/pl';
import { pt } from './limits-page-texts/pt';
import { ru } from './limits-page-texts/ru';
import { sl } from './limits-page-texts/sl';
import { tr } from './limits-page-texts/tr';
import type { LimitsPageTexts } from './limits-page-texts/shape';

export type { LimitsPageTexts } from './limits-page-texts/shape';

/** The limits form's texts in the web app's thirteen languages. */
export const limitsPageTexts = { ar, de, en, es, fr, he, it, no, pl, pt, ru, sl, tr } satisfies Record<
  string,
  LimitsPageTexts
>;

export type LimitsPageLanguage = keyof typeof limitsPageTexts;

const aliases: Record<string, LimitsPageLanguage> = { nb: 'no', nn: 'no', iw: 'he' };

/**
 * The language of the limits form: the web app's `?locale=` (the page it was opened from), else the browser's
 * first language, else English. Norwegian Bokmål and Nynorsk read the Norwegian texts.
 */
export function limitsPageLanguage(
  queryLocale: unknown,
  acceptLanguage: string | undefined,
): LimitsPageLanguage {
  const wanted = typeof queryLocale === 'string' ? queryLocale : ((acceptLanguage ?? '').split(',')[0] ?? '');
  const base = wanted.trim().toLowerCase().split(/[-_;]/)[0] ?? '';
  if (base in limitsPageTexts) return base as LimitsPageLanguage;
  return aliases[base] ?? 'en';
}

/** Right-to-left languages of the form. */
export function limitsPageDirection(language: LimitsPageLanguage): 'ltr' | 'rtl' {
  return language === 'ar' || language === 'he' ? 'rtl' : 'ltr';
}
