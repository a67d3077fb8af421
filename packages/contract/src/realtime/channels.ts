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

/**
 * The public channels the product publishes on and a visitor may subscribe to: `public:{locale}.updates` and
 * `public:{locale}.updates.match.{matchId}`. Anything else in the public namespace is nobody's channel.
 */
export const PUBLIC_CHANNEL = /^public:[a-z]{2,3}\.updates(?:\.match\.[1-9]\d{0,15})?$/;

/**
 * A player's private channel, capturing the locale and the user id as written: ids have no leading zero, so
 * `platform_user.02` names nobody.
 */
export const PRIVATE_USER_CHANNEL = /^\$private:([a-z]{2,3})\.platform_user\.([1-9]\d{0,14})$/;
