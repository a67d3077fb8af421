import { getDomain } from 'tldts';

/**
 * The site of an origin as browsers judge SameSite (RFC 6265bis "schemeful same-site"): its scheme and its
 * registrable domain from the Public Suffix List (`https://casino.co.uk`), or the host itself where there is none
 * (`localhost`, an IP address). Null when `origin` is not a URL.
 */
export function siteOf(origin: string): string | null {
  try {
    const { protocol, hostname } = new URL(origin);
    return `${protocol}//${getDomain(hostname, { allowPrivateDomains: true }) ?? hostname}`;
  } catch {
    return null;
  }
}

/** The SameSite-related attributes of the platform's session cookie. */
export interface SessionCookieSite {
  sameSite: 'lax' | 'none';
  secure: boolean;
  partitioned: boolean;
}

export interface SessionCookieContext {
  /** The request reached the platform over TLS. */
  https: boolean;
  /** The platform's own origin: the cookie's. */
  platformOrigin: string;
  /** The web app's origin and the operator origins the site lets frame it (`embed.allowed_origins`). */
  embeddingOrigins: readonly string[];
}

/**
 * How the session cookie must be sent so that sign-in works wherever the site is used (issue 23).
 *
 * An operator on another site frames the product, and the product's own platform frames and calls are then
 * third-party to the top-level page: a SameSite=Lax cookie is not sent there, so the player could sign in but
 * not stay signed in. When the site's embed configuration lets such an origin in (or the web app itself is on
 * another site), the cookie is SameSite=None, which browsers take only with Secure, and Partitioned (CHIPS): it is
 * kept per top-level site, so it works in the operator's frame where third-party cookies are otherwise blocked,
 * and no other site can use it to follow the player. Forged requests stay refused by the CSRF guard
 * (`csrf.ts`: the `app` header and the Origin check), which never relied on SameSite.
 *
 * Otherwise, and always over plain http (where SameSite=None cannot be Secure and browsers drop it), it stays
 * SameSite=Lax: the first-party default.
 */
export function sessionCookieSite({
  https,
  platformOrigin,
  embeddingOrigins,
}: SessionCookieContext): SessionCookieSite {
  const own = siteOf(platformOrigin);
  const crossSite = embeddingOrigins.some((origin) => siteOf(origin) !== own);
  if (https && crossSite) return { sameSite: 'none', secure: true, partitioned: true };
  return { sameSite: 'lax', secure: https, partitioned: false };
}
