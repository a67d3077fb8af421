// NOTE: no directive: the server's shell reads the name (decision 0048), the browser writes the cookie.

/**
 * The web origin's own note that a player was signed in on this browser: set when the session settles signed
 * in, removed when it settles as a visitor's. The platform's session cookie belongs to the platform's origin,
 * which the web server may not see; this one it always does.
 */
export const SESSION_HINT_COOKIE = 'sportsbook_player';

/** Whether the server can draw the page as a visitor's: the request carries no note of a signed-in player. */
export function isVisitorRequest(cookies: { has(name: string): boolean }): boolean {
  return !cookies.has(SESSION_HINT_COOKIE);
}
