import type { SiteStore } from './site-store';

/**
 * The `Content-Security-Policy` of a page the web app shows in a frame (the auth forms, the deposit and limits
 * pages, the match tracker): the page's own origin, the web origin, and the operator origins the site lets frame
 * the web app (`embed.allowed_origins`). The browser checks `frame-ancestors` against every ancestor, so a sign-in
 * form inside a product embedded in an operator's page needs the operator's origin too; nobody else may frame it.
 */
export function framedPagePolicy(sites: SiteStore, webOrigin: string): string {
  const operators = sites.get().config.embed.allowed_origins;
  return `frame-ancestors ${["'self'", webOrigin, ...operators].join(' ')}`;
}
