import { directionOf } from '@/platform/i18n/direction';
import { catalogueChain, loadMessages } from '@/platform/i18n/messages';

/** The texts of the last-resort error screens (SPEC §8 "Fallback texts") and their way home. */
export interface FallbackTexts {
  unexpected: string;
  unexpectedInErrorApp: string;
  goHome: string;
}

/** What a fallback screen shows: its texts and the language and direction they are written in. */
export interface FallbackShell {
  texts: FallbackTexts;
  lang: string;
  dir: 'ltr' | 'rtl';
  homeHref: string;
}

/**
 * English, written here rather than read from en.json: these screens appear when the app has failed, and must
 * say something even when no catalogue can be loaded (a test keeps them equal to en.json).
 */
export const ENGLISH_FALLBACK: FallbackShell = {
  texts: {
    unexpected: 'UNEXPECTED ERROR',
    unexpectedInErrorApp: 'UNEXPECTED ERROR IN ERROR APP',
    goHome: 'Go to home page',
  },
  lang: 'en',
  dir: 'ltr',
  homeHref: '/',
};

/** The locale named by an address's first segment (`/ar/live` → `ar`), if the app has a catalogue for it. */
export function localeOfPath(pathname: string): string | undefined {
  const first = pathname.split('/')[1] ?? '';
  if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(first)) return undefined;
  return catalogueChain(first).includes(first.split('-')[0]!) ? first : undefined;
}

function textAt(messages: Record<string, unknown>, path: string): string | undefined {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], messages);
  return typeof value === 'string' ? value : undefined;
}

/**
 * The fallback screens in `locale`, from its catalogue; English (and `lang="en"`, left to right) when the
 * catalogue could not be loaded or lacks the texts, so the page never claims a language it does not speak.
 */
export async function loadFallbackShell(locale: string | undefined): Promise<FallbackShell> {
  if (!locale) return ENGLISH_FALLBACK;
  try {
    const messages = (await loadMessages(locale)) as Record<string, unknown>;
    const unexpected = textAt(messages, 'errors.unexpected');
    const unexpectedInErrorApp = textAt(messages, 'errors.unexpectedInErrorApp');
    const goHome = textAt(messages, 'common.goHome');
    if (!unexpected || !unexpectedInErrorApp || !goHome) return ENGLISH_FALLBACK;
    // NOTE: right to left for an RTL language: the site's rtl_view flag cannot be read once the app has failed.
    return {
      texts: { unexpected, unexpectedInErrorApp, goHome },
      lang: locale,
      dir: directionOf(locale, true),
      homeHref: `/${locale}`,
    };
  } catch {
    return ENGLISH_FALLBACK;
  }
}
