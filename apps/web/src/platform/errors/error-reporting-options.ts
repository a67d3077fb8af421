import type { ErrorEvent, EventHint } from '@sentry/core';
import { dropReason, errorFacts } from './dropped-errors';
import type { ErrorReportingConfig } from './error-reporting-config';
import { httpErrorContext } from './http-error-context';

/** SPEC §9 error-reporting constants. */
export const MAX_BREADCRUMBS = 100;
export const TRACE_IDLE_TIMEOUT_MS = 1_000;
export const TRACE_FINAL_TIMEOUT_MS = 30_000;
export const TRACE_HEARTBEAT_MS = 5_000;
export const TRANSPORT_BUFFER_SIZE = 30;
export const RATE_LIMIT_BACKOFF_MS = 60_000;

/**
 * How long a child span may keep a page-load or navigation trace open. The SDK replaced the heartbeat of SPEC §9
 * with this timeout: its old tracer ended a trace after three heartbeats without a change, 3 × 5000 ms.
 */
export const TRACE_CHILD_SPAN_TIMEOUT_MS = 3 * TRACE_HEARTBEAT_MS;

/**
 * Where trace headers go (SPEC §7): localhost, same-origin relative paths and paths starting with `api/`; never
 * to an operator's or a third party's origin, whose CORS would refuse them.
 */
export const TRACE_PROPAGATION_TARGETS: (string | RegExp)[] = ['localhost', /^\/(?!\/)/, /^api\//];

function eventFacts(event: ErrorEvent) {
  const exception = event.exception?.values?.[0];
  const frames = exception?.stacktrace?.frames ?? [];
  return {
    name: exception?.type ?? '',
    message: exception?.value ?? event.message ?? '',
    stack: frames.map((frame) => frame.filename ?? frame.abs_path ?? '').join('\n'),
  };
}

/**
 * The hook every error passes before it is sent: drops what SPEC §8 drops, and attaches the response URL, the
 * response body and the request body of an HTTP-client error.
 */
export function beforeSendError(event: ErrorEvent, hint: EventHint): ErrorEvent | null {
  const error = hint.originalException;
  if (dropReason(errorFacts(error, eventFacts(event))) !== null) return null;
  const http = httpErrorContext(error);
  if (http) event.contexts = { ...event.contexts, http_client: { ...http } };
  return event;
}

/** Whether a path is the not-found page (SPEC §2.3), with or without the locale segment. */
export function isNotFoundPath(path: string): boolean {
  return /^(\/[\w-]+)?\/404\/?$/.test(path.split(/[?#]/)[0] ?? '');
}

/**
 * SPEC §2.3: the page load of the not-found page is not traced: its /404 address, or any address the server
 * answered with the not-found page (`notFoundShown`). NOTE: decided when the SDK starts, not by dropping the
 * transaction afterwards: SDK v11 streams spans by default and never calls `beforeSendTransaction`.
 */
export function tracesPageLoad(path: string, notFoundShown: boolean): boolean {
  return !isNotFoundPath(path) && !notFoundShown;
}

/** The options both the browser and the server SDK start with. */
export function commonOptions(config: ErrorReportingConfig) {
  return {
    dsn: config.dsn ?? undefined,
    release: config.release,
    environment: config.environment,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    tracesSampleRate: config.tracesSampleRate,
    transportOptions: { bufferSize: TRANSPORT_BUFFER_SIZE },
    sendDefaultPii: false,
    beforeSend: beforeSendError,
  };
}
