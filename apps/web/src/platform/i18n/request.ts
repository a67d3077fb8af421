import { getRequestConfig } from 'next-intl/server';
import { FALLBACK_LOCALE } from './locale-rules';
import { loadMessages } from './messages';

// The middleware puts the locale of every request in the header next-intl reads (`requestLocale`); pages that
// render in another locale (the error shell) pass it explicitly.
export default getRequestConfig(async ({ requestLocale, locale: explicitLocale }) => {
  const locale = explicitLocale ?? (await requestLocale) ?? FALLBACK_LOCALE;
  return { locale, messages: await loadMessages(locale) };
});
