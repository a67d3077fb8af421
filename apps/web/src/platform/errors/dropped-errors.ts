/**
 * The errors the error-reporting hook drops (SPEC §8 "Errors the error-reporting hook drops"): each is either
 * noise the product cannot act on (the network, the player cancelling, a browser quirk, someone else's script)
 * or an error already handled and flagged as such. Pure: the hook and the tests give it the error and, when
 * the error-reporting SDK made an event of it, what the event says.
 */

/** Why an error is not reported. */
export type DropReason =
  | 'flagged'
  | 'cancelled'
  | 'network'
  | 'connection-aborted'
  | 'timeout'
  | 'tracking-script'
  | 'chunk-load'
  | 'resize-observer-loop';

/** Marks an error as handled: the hook drops it (SPEC §8 "errors flagged to skip capture"). */
export const SKIP_REPORT = Symbol.for('sportsbook.skipErrorReport');

/** Flags `error` to skip capture and returns it (for `throw skipReport(error)`). */
export function skipReport<E>(error: E): E {
  if (error && typeof error === 'object') (error as Record<symbol, unknown>)[SKIP_REPORT] = true;
  return error;
}

/** What the filters read of an error: the thrown value's name, message, code and stack, else the event's. */
export interface ErrorFacts {
  name: string;
  message: string;
  code: string;
  stack: string;
  flagged: boolean;
  /** The thrown value was a DOM event from a `<script>` that failed to load. */
  scriptLoadEvent: boolean;
}

function field(value: unknown, key: string): string {
  if (!value || typeof value !== 'object') return '';
  const read = (value as Record<string, unknown>)[key];
  return typeof read === 'string' ? read : '';
}

function isScriptLoadEvent(value: unknown): boolean {
  if (typeof Event === 'undefined' || !(value instanceof Event)) return false;
  const target = value.target as { tagName?: unknown } | null;
  return value.type === 'error' && target?.tagName === 'SCRIPT';
}

/** The facts of `error`; `fallback` (the SDK event's exception type, value and frames) fills what it lacks. */
export function errorFacts(error: unknown, fallback: Partial<ErrorFacts> = {}): ErrorFacts {
  const message = typeof error === 'string' ? error : field(error, 'message');
  return {
    name: field(error, 'name') || fallback.name || '',
    message: message || fallback.message || '',
    code: field(error, 'code') || fallback.code || '',
    stack: [field(error, 'stack'), fallback.stack ?? ''].join('\n'),
    flagged:
      Boolean(error && typeof error === 'object' && (error as Record<symbol, unknown>)[SKIP_REPORT]) ||
      Boolean(fallback.flagged),
    scriptLoadEvent: isScriptLoadEvent(error) || Boolean(fallback.scriptLoadEvent),
  };
}

/** What browsers say when `fetch` cannot reach the server (Chromium, Firefox, Safari, React Native, Node). */
const NETWORK_MESSAGES = [
  /^failed to fetch/i,
  /^networkerror when attempting to fetch resource/i,
  /^load failed$/i,
  /^network request failed/i,
  /^fetch failed$/i,
  /^network error$/i,
];
const ABORTED_MESSAGES = [/^connection aborted/i, /^request aborted$/i];
const TIMEOUT_MESSAGES = [/^timeout of \d+ms exceeded/i, /^signal timed out/i, /^the operation timed out/i];
/** Tag-manager, analytics and "watch" (Yandex Metrica) scripts: their errors are theirs, not ours. */
const TRACKING_SCRIPTS =
  /googletagmanager\.com|\/gtm\.js|\/gtag\/js|google-analytics\.com|\/analytics\.js|mc\.yandex\.|\/watch\.js|\/tag\.js|connect\.facebook\.net/i;
const CHUNK_LOAD_MESSAGES = [
  /^loading (css )?chunk [\w-]+ failed/i,
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /^failed to load script/i,
  /^loading script failed/i,
];
/** The browser's message; Chromium's newer wording of the same benign loop is dropped with it. */
const RESIZE_OBSERVER_MESSAGES = [
  /resizeobserver loop limit exceeded/i,
  /resizeobserver loop completed with undelivered notifications/i,
];

const matches = (text: string, patterns: readonly RegExp[]) => patterns.some((pattern) => pattern.test(text));

/** Why the hook drops an error with these facts, or null when it is reported. */
export function dropReason(facts: ErrorFacts): DropReason | null {
  const { name, message, code, stack } = facts;
  if (facts.flagged) return 'flagged';
  if (
    name === 'AbortError' ||
    name === 'CancelledError' ||
    message === 'CancelledError' ||
    code === 'ERR_CANCELED'
  )
    return 'cancelled';
  if (name === 'TimeoutError' || code === 'ETIMEDOUT' || matches(message, TIMEOUT_MESSAGES)) return 'timeout';
  if (code === 'ECONNABORTED' || matches(message, ABORTED_MESSAGES)) return 'connection-aborted';
  // NOTE: before the network: a failed dynamic import says "Failed to fetch dynamically imported module".
  if (name === 'ChunkLoadError' || facts.scriptLoadEvent || matches(message, CHUNK_LOAD_MESSAGES))
    return 'chunk-load';
  if (
    name === 'NetworkError' ||
    code === 'ERR_NETWORK' ||
    code === 'ECONNRESET' ||
    matches(message, NETWORK_MESSAGES)
  )
    return 'network';
  if (TRACKING_SCRIPTS.test(stack)) return 'tracking-script';
  if (matches(message, RESIZE_OBSERVER_MESSAGES)) return 'resize-observer-loop';
  return null;
}
