/** What went wrong and where, for the error tracker. */
export interface ErrorReport {
  /** A stable name of the place that failed, e.g. `realtime.initial-connection`. */
  source: string;
  error: unknown;
  /** Extra facts for whoever reads the report (channel, event name …). */
  context?: Readonly<Record<string, unknown>>;
}

type ErrorReporter = (report: ErrorReport) => void;

const reports: ErrorReport[] = [];
let reporter: ErrorReporter = (report) => {
  // NOTE: until the error-reporting SDK has loaded (it loads after the page, and only with a DSN), reports are
  // kept in a small ring that it drains when installed (capture-report.ts) and tests can read.
  reports.push(report);
  if (reports.length > 50) reports.shift();
};

/**
 * Reports an error the user was not shown to the error tracker (SPEC §8, §7 Error reporting). The one seam
 * every feature reports through; the SDK behind it drops what SPEC §8 drops (error-reporting-options.ts).
 */
export function reportError(report: ErrorReport): void {
  reporter(report);
}

/** Installs the error tracker (or a test spy); returns a function that restores the previous one. */
export function setErrorReporter(next: ErrorReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}

/** The reports kept while no tracker is installed, oldest first (for the tracker to drain and for tests). */
export function pendingErrorReports(): readonly ErrorReport[] {
  return reports;
}
