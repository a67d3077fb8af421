/** What an error report says about the HTTP exchange that failed (SPEC §8). */
export interface HttpErrorContext {
  url: string;
  status: number;
  response_body: unknown;
  request_body: unknown;
}

/** Bodies are cut to this many characters of JSON: enough to read, small enough for the envelope's cap. */
const BODY_CHARACTERS = 4_000;

/** Fields whose values never leave the browser in a report, whatever the call. */
const SECRET_FIELDS = /password|token|secret|card|cvv|cvc|iban/i;

function bounded(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  const text =
    typeof body === 'string'
      ? body
      : JSON.stringify(body, (key, value: unknown) => (SECRET_FIELDS.test(key) ? '[redacted]' : value));
  if (text.length > BODY_CHARACTERS) return `${text.slice(0, BODY_CHARACTERS)}… (${text.length} characters)`;
  return typeof body === 'string' ? body : (JSON.parse(text) as unknown);
}

/**
 * The response URL, the response body and the request body of an HTTP-client error (the API client's
 * `ApiRequestError`), attached to its report (SPEC §8); null for any other error.
 */
export function httpErrorContext(error: unknown): HttpErrorContext | null {
  if (!error || typeof error !== 'object') return null;
  const { url, status, exchange } = error as {
    url?: unknown;
    status?: unknown;
    exchange?: { requestBody?: unknown; responseBody?: unknown };
  };
  if (typeof url !== 'string' || typeof status !== 'number' || !exchange) return null;
  return {
    url,
    status,
    response_body: bounded(exchange.responseBody),
    request_body: bounded(exchange.requestBody),
  };
}
