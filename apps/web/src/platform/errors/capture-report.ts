import type * as Sentry from '@sentry/nextjs';
import { pendingErrorReports, setErrorReporter } from './report-error';
import type { ErrorReport } from './report-error';

/**
 * Installs the started SDK behind `reportError`: each report becomes an exception tagged with its source, its
 * context attached; the reports kept while the SDK loaded are sent first.
 */
export function captureReportWith(sdk: Pick<typeof Sentry, 'withScope' | 'captureException'>): void {
  const capture = (report: ErrorReport) =>
    sdk.withScope((scope) => {
      scope.setTag('source', report.source);
      if (report.context) scope.setContext('report', { ...report.context });
      sdk.captureException(report.error);
    });
  const pending = [...pendingErrorReports()];
  setErrorReporter(capture);
  for (const report of pending) capture(report);
}
