/** The query parameter that carries a shared bet code (SPEC §2.1 Query parameters). */
export const BETCODE_PARAM = 'betcode';

/**
 * The link that restores a shared slip: the locale's home page with `?betcode=CODE` (SPEC §2.1, §4 Shared-bet
 * flow). `homePath` is the home address of the locale as the site writes it (`/de`, or `/` without a prefix).
 */
export function shareLink(origin: string, homePath: string, code: string): string {
  const url = new URL(homePath, origin);
  url.searchParams.set(BETCODE_PARAM, code);
  return url.toString();
}

/** A bet code found in an address, and the address without it (path, other parameters and hash kept). */
export interface TakenBetCode {
  code: string;
  /** The address to replace the current one with: path, remaining query and hash, no origin. */
  rest: string;
}

/**
 * Takes the bet code out of an address (SPEC §2.1: it is removed after use); null when there is none. An
 * empty `betcode=` is still taken out, with an empty code, so it never lingers in the address.
 */
export function takeBetCode(href: string): TakenBetCode | null {
  const url = new URL(href);
  if (!url.searchParams.has(BETCODE_PARAM)) return null;
  const code = (url.searchParams.get(BETCODE_PARAM) ?? '').trim();
  url.searchParams.delete(BETCODE_PARAM);
  return { code, rest: `${url.pathname}${url.search}${url.hash}` };
}
