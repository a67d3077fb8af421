/** The longest path `/init-sportsbook` goes on to. */
const MAX_TARGET_LENGTH = 500;

/**
 * Where `/init-sportsbook` goes once the session is ready: the host's `return_to`, when it is a path of this
 * site (`/live?x=1#y`), else home. Another origin, a protocol-relative or backslashed address, or a second
 * visit to the init page itself is never followed, so the entry cannot send a player elsewhere or loop.
 */
export function initTarget(returnTo: string | null): string {
  if (!returnTo || returnTo.length > MAX_TARGET_LENGTH) return '/';
  if (!/^\/(?![/\\])/.test(returnTo) || returnTo.includes('\\') || hasControlCharacter(returnTo)) return '/';
  const path = returnTo.split(/[?#]/)[0] ?? '/';
  if (/(^|\/)init-sportsbook\/?$/.test(path)) return '/';
  return returnTo;
}

/** Whether a text holds a control character, which browsers drop from addresses (`/\t/evil.example`). */
function hasControlCharacter(text: string): boolean {
  return [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
