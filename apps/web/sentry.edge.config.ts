// The edge runtime's SDK, started by instrumentation.ts when a DSN is configured.
import * as Sentry from '@sentry/nextjs';
import { readErrorReportingConfig } from './src/platform/errors/error-reporting-config';
import { commonOptions } from './src/platform/errors/error-reporting-options';

Sentry.init(commonOptions(readErrorReportingConfig()));
