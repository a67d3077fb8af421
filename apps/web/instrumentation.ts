import type { Instrumentation } from 'next';
import { readErrorReportingConfig } from './src/platform/errors/error-reporting-config';

/**
 * The server's and the edge's error reporting: started only when the deployment names a DSN (read at run time),
 * so a server without one loads no SDK and sends nothing.
 */
export async function register(): Promise<void> {
  if (!readErrorReportingConfig().dsn) return;
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./sentry.server.config');
  if (process.env.NEXT_RUNTIME === 'edge') await import('./sentry.edge.config');
}

/** Errors of server components, route handlers and middleware, reported with the request they failed. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (!readErrorReportingConfig().dsn) return;
  const { captureRequestError } = await import('@sentry/nextjs');
  captureRequestError(...args);
};
