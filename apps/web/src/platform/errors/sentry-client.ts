import {
  browserTracingIntegration,
  captureException,
  captureRouterTransitionStart,
  init,
  withScope,
} from '@sentry/nextjs';
import type { ErrorReportingConfig } from './error-reporting-config';
import {
  TRACE_CHILD_SPAN_TIMEOUT_MS,
  TRACE_FINAL_TIMEOUT_MS,
  TRACE_IDLE_TIMEOUT_MS,
  TRACE_PROPAGATION_TARGETS,
  commonOptions,
  tracesPageLoad,
} from './error-reporting-options';
import { captureReportWith } from './capture-report';

function notFoundShown(): boolean {
  return document.querySelector('[data-error-kind="notFound"]') !== null;
}

/**
 * Starts the browser SDK (loaded on its own, only when the page names a DSN): page-load and navigation traces
 * with the timeouts of SPEC §9 (no page-load trace on the not-found page, §2.3), trace headers only where SPEC §7 allows them, no tunnel; then hands it every
 * report made so far and from now on through `reportError`.
 */
export function startBrowserErrorReporting(config: ErrorReportingConfig): void {
  init({
    ...commonOptions(config),
    tracePropagationTargets: TRACE_PROPAGATION_TARGETS,
    integrations: [
      browserTracingIntegration({
        idleTimeout: TRACE_IDLE_TIMEOUT_MS,
        finalTimeout: TRACE_FINAL_TIMEOUT_MS,
        childSpanTimeout: TRACE_CHILD_SPAN_TIMEOUT_MS,
        // NOTE: the SDK starts after the page has drawn (a chunk of its own), so the not-found page is on screen.
        instrumentPageLoad: tracesPageLoad(window.location.pathname, notFoundShown()),
      }),
    ],
  });
  // NOTE: the two functions, not the module: handing on the whole module would keep all of it in the chunk.
  captureReportWith({ withScope, captureException });
  // NOTE: a mark for whoever inspects the page (and the browser tests) that reports now leave the browser; on
  // window, since React owns the document's elements and may render them again.
  (window as unknown as Record<string, unknown>).sportsbookErrorReporting = 'on';
}

/** Starts the trace of a client-side navigation (Next's router hook, forwarded once the SDK is loaded). */
export const routerTransitionStart = captureRouterTransitionStart;
