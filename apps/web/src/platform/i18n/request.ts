import { getRequestConfig } from 'next-intl/server';
import { tryGetSiteDocument } from '../site/site-document';
import { FALLBACK_LOCALE } from './locale-rules';
import { loadMessages } from './messages';

/** The time zone when the site configuration cannot be read (error pages with the back end down). */
export const FALLBACK_TIME_ZONE = 'UTC';

// The middleware puts the locale of every request in the header next-intl reads (`requestLocale`); pages that
// render in another locale (the error shell) pass it explicitly.
// NOTE: the time zone is the site's (`time_zone`, UTC by default), never the server's or the browser's, so the
// server render and the client print the same times; NextIntlClientProvider, rendered by a server layout, hands
// this zone to the client.
export default getRequestConfig(async ({ requestLocale, locale: explicitLocale }) => {
  const locale = explicitLocale ?? (await requestLocale) ?? FALLBACK_LOCALE;
  const site = await tryGetSiteDocument();
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: site?.config.time_zone ?? FALLBACK_TIME_ZONE,
  };
});
