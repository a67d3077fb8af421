import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/platform/api/api-client';
import { setErrorReporter } from '@/platform/errors/report-error';
import type { ErrorReport } from '@/platform/errors/report-error';
import { isReportedJackpotError, reportingJackpotErrors } from './report-jackpot-error';

let restore: (() => void) | null = null;
afterEach(() => restore?.());

function failing(error: unknown) {
  const reports: ErrorReport[] = [];
  restore = setErrorReporter((report) => reports.push(report));
  const run = reportingJackpotErrors('jackpots.list', () => Promise.reject(error));
  return { reports, run };
}

const answered = (status: number) =>
  new ApiRequestError(status, null, 'http://sportsbook.test/api/v2/jackpots');

describe('jackpot fetch errors (SPEC §8)', () => {
  it.each([400, 404, 500])('are not reported for %i', async (status) => {
    const { reports, run } = failing(answered(status));
    await expect(run).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toEqual([]);
  });

  it.each([401, 403, 429, 502, 503])('are reported for %i, with the status', async (status) => {
    const { reports, run } = failing(answered(status));
    await expect(run).rejects.toBeInstanceOf(ApiRequestError);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ source: 'jackpots.list', context: { status } });
  });

  it('are reported when the network failed (no answer at all)', async () => {
    const { reports, run } = failing(new TypeError('Failed to fetch'));
    await expect(run).rejects.toThrow('Failed to fetch');
    expect(reports).toHaveLength(1);
  });

  it('ignore a cancelled request', () => {
    expect(isReportedJackpotError(new DOMException('The user aborted a request.', 'AbortError'))).toBe(false);
  });

  it('pass a successful answer through untouched', async () => {
    const reports: ErrorReport[] = [];
    restore = setErrorReporter((report) => reports.push(report));
    await expect(reportingJackpotErrors('jackpots.list', async () => 42)).resolves.toBe(42);
    expect(reports).toEqual([]);
  });
});
