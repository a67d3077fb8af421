import type { ApiErrorCode } from '@sportsbook/contract';

/** A failure a service reports to the caller: the HTTP status, the error code and context for `details`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | (string & {});
  readonly details: Record<string, unknown>;

  constructor(
    status: number,
    code: ApiErrorCode | (string & {}),
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}
