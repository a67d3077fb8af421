import { z } from 'zod';

/**
 * Machine-readable error codes of the HTTP interfaces. Numeric place-bet codes (§8: 101, 118, 120) travel in
 * `details.code` of a `place_bets_failed` error; these string codes name the general failure.
 */
export const apiErrorCodes = [
  'bad_request',
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'gone',
  'payload_too_large',
  'too_many_requests',
  'session_error',
  'out_of_limit',
  'place_bets_failed',
  'internal_error',
] as const;
export const ApiErrorCode = z.enum(apiErrorCodes);
export type ApiErrorCode = z.infer<typeof ApiErrorCode>;

/** The body of every 4xx and 5xx answer of the sandbox (ARCHITECTURE.md, Conventions). */
export const ApiErrorBody = z.object({
  code: z.string().min(1),
  /** Developer-facing English message. */
  message: z.string(),
  /** Message for the player in the request's locale; the front end shows it as is (§8). */
  localized_message: z.string(),
  /** Structured context: the invalid fields, `errors_by_bet`, limits … */
  details: z.record(z.string(), z.unknown()),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

/** One invalid field reported in `details.issues` of a `validation_failed` error. */
export const ValidationIssue = z.object({
  location: z.enum(['params', 'query', 'body', 'headers']),
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;
