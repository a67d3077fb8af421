import type { ApiErrorBody } from './error';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether an answer's body is the error body of the back end (`ApiErrorBody`), checked without zod so the
 * browser's HTTP client can read errors without loading the schemas.
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    value.code.length > 0 &&
    typeof value.message === 'string' &&
    typeof value.localized_message === 'string' &&
    isRecord(value.details)
  );
}
