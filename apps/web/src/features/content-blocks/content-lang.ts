import { useLocale } from 'next-intl';
import { langWhereDiffers } from '@/platform/i18n/catalogue-lang';
import { useSiteConfig } from '@/platform/site/site-provider';

/** The attributes of the operator's text on a page in another language: its language, its own direction. */
export interface ContentLanguage {
  lang?: string;
  dir?: 'auto';
}

/**
 * The language attributes of the operator's own text in content blocks (banner titles, labels, formatted text,
 * image descriptions, shortcut labels) on this page. A block has one text for every language, written in the
 * site's default language (its first locale). On a page in another language that text says so, so a screen
 * reader on an Arabic page reads an English banner as English (WCAG 3.1.2), and takes its direction from its own
 * letters, so an English sentence on a right-to-left page keeps its full stop at its end. None where the
 * languages agree.
 */
export function useContentLanguage(): ContentLanguage {
  const locale = useLocale();
  const lang = langWhereDiffers(useSiteConfig().locales[0]?.code ?? locale, locale);
  return lang ? { lang, dir: 'auto' } : {};
}
