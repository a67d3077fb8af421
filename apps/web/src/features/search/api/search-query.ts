/** Search query length (SPEC §5, §9): at least 3 and at most 50 characters. */
export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_LENGTH = 50;

/** What a typed search text means: nothing yet, too short to send, or a query to send. */
export type SearchInput = { kind: 'empty' } | { kind: 'tooShort' } | { kind: 'query'; q: string };

/** Reads what the visitor typed: trimmed, clipped to 50 characters, and sent only from 3 characters on. */
export function readSearchInput(text: string): SearchInput {
  const q = text.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  if (q.length === 0) return { kind: 'empty' };
  if (q.length < SEARCH_MIN_LENGTH) return { kind: 'tooShort' };
  return { kind: 'query', q };
}
