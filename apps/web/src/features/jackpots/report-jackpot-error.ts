import { ApiRequestError } from '@/platform/api/api-client';
import { reportError } from '@/platform/errors/report-error';

/** Statuses of a jackpot fetch that are expected and not reported (SPEC §8). */
export const UNREPORTED_JACKPOT_STATUSES: readonly number[] = [400, 404, 500];

/**
 * Whether a failed jackpot fetch goes to the error tracker (SPEC §8: not for 400, 404 or 500, otherwise yes).
 * A cancelled request is no error at all.
 */
export function isReportedJackpotError(error: unknown): boolean {
  if (error instanceof DOMException && error.name === 'AbortError') return false;
  if (error instanceof ApiRequestError) return !UNREPORTED_JACKPOT_STATUSES.includes(error.status);
  return true;
}

/** Runs a jackpot fetch and reports its failure by SPEC §8's rule; the failure still reaches the query. */
export async function reportingJackpotErrors<T>(source: string, fetcher: () => Promise<T>): Promise<T> {
  try {
    return await fetcher();
  } catch (error) {
    if (isReportedJackpotError(error)) {
      reportError({
        source,
        error,
        context: error instanceof ApiRequestError ? { status: error.status } : {},
      });
    }
    throw error;
  }
}
