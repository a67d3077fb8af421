// The Node.js server's SDK, started by instrumentation.ts when a DSN is configured.
import * as Sentry from '@sentry/nextjs';
import { captureReportWith } from './src/platform/errors/capture-report';
import { readErrorReportingConfig } from './src/platform/errors/error-reporting-config';
import { commonOptions } from './src/platform/errors/error-reporting-options';

Sentry.init(commonOptions(readErrorReportingConfig()));
captureReportWith({ withScope: Sentry.withScope, captureException: Sentry.captureException });
