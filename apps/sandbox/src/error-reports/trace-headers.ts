/**
 * The headers the error-reporting SDK adds to the calls it traces (`sentry-trace`, `baggage`); both origins'
 * CORS allows them, since the SDK sends them to localhost (SPEC §7 Error reporting).
 */
export const TRACE_HEADERS = ['sentry-trace', 'baggage'] as const;
