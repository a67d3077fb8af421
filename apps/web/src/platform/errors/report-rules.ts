import { dropReason, errorFacts } from './dropped-errors';

/**
 * The rules of SPEC §8 "Response handling" that decide whether a failed call is reported at all, before the
 * hook's own filters: they know which call failed, the hook does not.
 */

/** The name of the limit error that is never reported (SPEC §8). */
export const OUT_OF_LIMIT = 'User is out of limit';

/** Statuses of a failed jackpot fetch that are not reported (SPEC §8: 400, 404 or 500). */
export const JACKPOT_UNREPORTED_STATUSES: readonly number[] = [400, 404, 500];

function statusOf(error: unknown): number | null {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : null;
}

/** Whether `error` is the "User is out of limit" error: by its name, its message or the server's message. */
export function isOutOfLimitError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return error === OUT_OF_LIMIT;
  const { name, message, body } = error as {
    name?: unknown;
    message?: unknown;
    body?: { message?: unknown };
  };
  return name === OUT_OF_LIMIT || message === OUT_OF_LIMIT || body?.message === OUT_OF_LIMIT;
}

/** Whether a failed call, given the statuses its caller does not report, is reported. */
export function isReportedCallError(error: unknown, unreportedStatuses: readonly number[] = []): boolean {
  if (isOutOfLimitError(error)) return false;
  const status = statusOf(error);
  return status === null || !unreportedStatuses.includes(status);
}

/** SPEC §8: jackpot fetch errors are not reported for 400, 404 or 500, and are reported otherwise. */
export function isReportedJackpotError(error: unknown): boolean {
  return isReportedCallError(error, JACKPOT_UNREPORTED_STATUSES);
}

/** SPEC §8: a failure to fetch the icons is ignored when the network failed, and reported otherwise. */
export function isReportedIconsError(error: unknown): boolean {
  return dropReason(errorFacts(error)) !== 'network';
}
