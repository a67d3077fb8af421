/** Cookie that holds the SHA-256 of the access key a visitor brought (HttpOnly). */
export const ACCESS_COOKIE = 'sb_access';

/** Query parameter a visitor opens the site with once to unlock it. */
export const ACCESS_PARAM = 'access_key';

/** Hex SHA-256 of a text (Web Crypto: runs in the middleware and in Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
