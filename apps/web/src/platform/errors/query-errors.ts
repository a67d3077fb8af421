import { isCancelledError } from '@tanstack/react-query';
import { reportError } from './report-error';
import { isReportedCallError } from './report-rules';

/** How a query or mutation wants its failure handled by the global handler (TanStack `meta.errorReport`). */
export interface ErrorReportMeta {
  /** The caller handles the failure itself: nothing is reported (SPEC §8 "flagged to skip"). */
  skip?: boolean;
  /** Statuses the caller expects and does not report (jackpots: 400, 404, 500). */
  unreportedStatuses?: readonly number[];
  /** Show the player the default error alert as well (SPEC §8 "an error alert is optionally shown"). */
  alert?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorReport?: ErrorReportMeta } & Record<string, unknown>;
    mutationMeta: { errorReport?: ErrorReportMeta } & Record<string, unknown>;
  }
}

/** The meta a jackpot query carries (SPEC §8: jackpot fetch errors are not reported for 400, 404 or 500). */
export const JACKPOT_QUERY_META = { errorReport: { unreportedStatuses: [400, 404, 500] } } as const;

type AlertListener = () => void;
let showAlert: AlertListener | null = null;
// NOTE: the alert's installer arrives after the first paint (docs/decisions/0041): a query that failed before
// it asks here, and the alert is shown once it is installed (one alert: it has one toast id).
let alertWaiting = false;

/**
 * Installs what shows the default error alert (the toast host does, once), showing at once an alert asked for
 * while none was installed; returns the uninstaller.
 */
export function setQueryErrorAlert(listener: AlertListener): () => void {
  showAlert = listener;
  if (alertWaiting) {
    alertWaiting = false;
    listener();
  }
  return () => {
    if (showAlert === listener) showAlert = null;
  };
}

/**
 * The global error handler of every query and mutation (SPEC §8 "Response handling"): cancelled requests are
 * ignored; other errors are reported unless the caller flagged them (or expects their status), and the error
 * alert is shown when the caller asks for it.
 */
export function handleQueryError(
  error: unknown,
  meta: { errorReport?: ErrorReportMeta } | undefined,
  source: string,
): void {
  if (isCancelledError(error)) return;
  const policy = meta?.errorReport ?? {};
  if (policy.alert) {
    if (showAlert) showAlert();
    else alertWaiting = true;
  }
  if (policy.skip || !isReportedCallError(error, policy.unreportedStatuses)) return;
  reportError({ source, error });
}
