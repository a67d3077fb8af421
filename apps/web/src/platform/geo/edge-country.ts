/**
 * The request header the middleware sets on a page request it turned away from a blocked region: the visitor's
 * country (ISO 3166 alpha-2), for the Blocked page's country line.
 */
export const BLOCKED_COUNTRY_HEADER = 'x-sportsbook-blocked-country';

/**
 * The visitor's country (ISO 3166 alpha-2, upper case) as the edge tells it (Cloudflare's `cf-ipcountry`,
 * Vercel's `x-vercel-ip-country`), or null when no edge said or it said something else (`XX`, `T1` for Tor).
 */
export function edgeCountry(headers: Pick<Headers, 'get'>): string | null {
  const code = (headers.get('cf-ipcountry') ?? headers.get('x-vercel-ip-country'))?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : null;
}

/** Whether the site is not offered in `country` (its `blocked_country_codes.site` list, SPEC §2.2 Blocked region). */
export function isBlockedRegion(country: string | null, blocked: readonly string[]): boolean {
  return country !== null && blocked.some((code) => code.toUpperCase() === country);
}

/** The name of a country in `locale` (`DE` in French is `Allemagne`), or null for a code no one knows. */
export function countryName(code: string, locale: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(code) ?? null;
  } catch {
    return null;
  }
}
