/** Channel locales: `br` is published as `pt` (SPEC §7). */
export function channelLocale(locale: string): string {
  const language = locale.split('-')[0]!.toLowerCase();
  return language === 'br' ? 'pt' : language;
}

/** Public updates of the catalogue: `public:{locale}.updates`. */
export function publicUpdatesChannel(locale: string): string {
  return `public:${channelLocale(locale)}.updates`;
}

/** Public updates of one match: `public:{locale}.updates.match.{matchId}`. */
export function matchUpdatesChannel(locale: string, matchId: number): string {
  return `public:${channelLocale(locale)}.updates.match.${matchId}`;
}

/** The player's private channel: `$private:{locale}.platform_user.{userId}` (needs a subscription token). */
export function privateUserChannel(locale: string, userId: number | string): string {
  return `$private:${channelLocale(locale)}.platform_user.${userId}`;
}
