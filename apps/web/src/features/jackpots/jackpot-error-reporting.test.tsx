import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '@/platform/errors/report-error';
import type { ErrorReport } from '@/platform/errors/report-error';
import { createQueryClient } from '@/platform/query/query-client';
import { mockApi, renderInApp } from '@/testing/render-in-app';
import { JackpotBannerBlock } from './components/jackpot-banner';
import { WithJackpotsFlag } from './testing/jackpot-fixtures';

const BLOCK = { type: 'jackpot_banner' as const, id: 'jackpot', jackpot_id: null, audience: 'ALL' as const };

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  vi.unstubAllGlobals();
});

/** Renders the banner with the app's own query client (its §8 handler) while `GET /jackpots` answers `status`. */
async function failedFetchReports(status: number): Promise<ErrorReport[]> {
  const reports: ErrorReport[] = [];
  restore = setErrorReporter((report) => reports.push(report));
  mockApi([[/\/jackpots$/, () => ({ status, body: { code: 'failed', message: `status ${status}` } })]]);
  const queryClient = createQueryClient();
  renderInApp(
    <WithJackpotsFlag on>
      <JackpotBannerBlock block={BLOCK} />
    </WithJackpotsFlag>,
    queryClient,
  );
  await waitFor(() => expect(queryClient.getQueryState(['jackpots', 'list'])?.status).toBe('error'));
  return reports;
}

describe('jackpot fetch errors (SPEC §8)', () => {
  it.each([400, 404, 500])('are not reported for %i', async (status) => {
    expect(await failedFetchReports(status)).toEqual([]);
  });

  it.each([401, 403, 502, 503])('are reported for %i', async (status) => {
    const reports = await failedFetchReports(status);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ source: 'query.jackpots' });
    expect((reports[0]!.error as { status: number }).status).toBe(status);
  });
});
