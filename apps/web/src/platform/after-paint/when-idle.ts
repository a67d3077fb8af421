/** The longest a piece fetched after the first paint waits for an idle moment once the page has hydrated, ms. */
export const AFTER_PAINT_TIMEOUT_MS = 3000;

/**
 * Calls `callback` at the browser's first idle moment, at the latest after `timeoutMs` (a browser without
 * `requestIdleCallback` calls it on the next task). Returns a cancel.
 */
export function whenIdle(callback: () => void, timeoutMs = AFTER_PAINT_TIMEOUT_MS): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 0);
  return () => clearTimeout(handle);
}
