/**
 * The origins whose images go through the image proxy (SPEC §2.8), from one list: `IMAGE_ORIGINS`, read when the
 * web app is built. next.config.ts turns it into `images.remotePatterns` (what `/_next/image` agrees to fetch)
 * and inlines it for `ProxiedImage` (which images it sends there), so the two cannot disagree.
 *
 * The list is comma-separated `protocol://host[:port]`; a host may start with `*.` or `**.` (any subdomain of
 * the rest, as Next's own patterns read them); without a port any port matches, since the sandbox's ports
 * change from run to run. Pure: next.config.ts imports it.
 */

/** The sandbox's hosts on any port: what a development machine and the browser tests serve images from. */
export const DEFAULT_IMAGE_ORIGINS = 'http://localhost,http://127.0.0.1';

/** One allowed origin, in the shape of Next's `images.remotePatterns` entries. */
export interface ImageOriginPattern {
  protocol: 'http' | 'https';
  hostname: string;
  port?: string;
}

const ORIGIN = /^(https?):\/\/((?:\*\*?\.)?[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;

/** Reads the list; an entry that is not an origin stops the build, naming it, rather than dropping silently. */
export function parseImageOrigins(list: string | undefined = DEFAULT_IMAGE_ORIGINS): ImageOriginPattern[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = ORIGIN.exec(entry);
      if (!match) throw new Error(`IMAGE_ORIGINS: "${entry}" is not an origin like https://img.example.com`);
      const [, protocol, hostname, port] = match;
      return {
        protocol: protocol!.toLowerCase() as ImageOriginPattern['protocol'],
        hostname: hostname!.toLowerCase(),
        ...(port ? { port } : {}),
      };
    });
}

// NOTE: Next matches hosts with picomatch, where a dot separates nothing: `*.cdn.example` admits
// `a.b.cdn.example` as `**.cdn.example` does, and neither admits `cdn.example` itself. The same here.
function hostMatches(pattern: string, hostname: string): boolean {
  const wildcard = /^\*\*?(\..+)$/.exec(pattern);
  return wildcard
    ? hostname.endsWith(wildcard[1]!) && hostname.length > wildcard[1]!.length
    : hostname === pattern;
}

/** Whether an absolute image address is on one of the listed origins (relative ones are the site's own). */
export function isListedImageOrigin(src: string, patterns: readonly ImageOriginPattern[]): boolean {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  const protocol = url.protocol.replace(/:$/, '');
  return patterns.some(
    (pattern) =>
      pattern.protocol === protocol &&
      (pattern.port === undefined || pattern.port === url.port) &&
      hostMatches(pattern.hostname, url.hostname),
  );
}
