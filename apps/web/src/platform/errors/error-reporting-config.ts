/** Where and as what the app reports errors: read on the server at run time, handed to the browser in the page. */
export interface ErrorReportingConfig {
  /** The error-reporting service's DSN; null: nothing is reported and the SDK is never loaded. */
  dsn: string | null;
  /** The build id (SPEC §9: release is the build id). */
  release: string;
  /** The hosting platform's environment, else production (SPEC §9). */
  environment: string;
  /** Share of page loads and navigations traced, 0 to 1. */
  tracesSampleRate: number;
}

/** Id of the JSON script in every page that carries the browser's copy of the configuration. */
export const ERROR_REPORTING_CONFIG_ID = 'error-reporting-config';

/** Traces sampled when the deployment does not say: a tenth of page loads is plenty to see trends. */
const DEFAULT_TRACES_SAMPLE_RATE = 0.1;

// NOTE: next.config.ts inlines the build id it gave the build, so every bundle (server, edge, browser) knows it.
const BUILD_ID = process.env.SPORTSBOOK_BUILD_ID ?? 'development';

function validDsn(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    // NOTE: the SDK takes a public key of word characters only and refuses the whole DSN otherwise.
    return (url.protocol === 'https:' || url.protocol === 'http:') && /^\w+$/.test(url.username)
      ? value
      : null;
  } catch {
    return null;
  }
}

function sampleRate(value: string | undefined): number {
  const rate = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(rate) && rate >= 0 && rate <= 1 ? rate : DEFAULT_TRACES_SAMPLE_RATE;
}

/**
 * Reads the configuration from the environment at run time (one build serves every deployment, decision
 * 0003): `SENTRY_DSN`, `SENTRY_TRACES_SAMPLE_RATE`, and `VERCEL_ENV` as the hosting platform's environment.
 */
export function readErrorReportingConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): ErrorReportingConfig {
  return {
    dsn: validDsn(env.SENTRY_DSN),
    release: BUILD_ID,
    environment: env.VERCEL_ENV || 'production',
    tracesSampleRate: sampleRate(env.SENTRY_TRACES_SAMPLE_RATE),
  };
}

/** The origin the SDK posts envelopes to (the DSN's), for the page's connect-src; null without a DSN. */
export function errorReportingOrigin(config: ErrorReportingConfig): string | null {
  return config.dsn ? new URL(config.dsn).origin : null;
}

/** The page's copy of the configuration, or null when the page has none or it cannot be read. */
export function readPageErrorReportingConfig(doc: Document): ErrorReportingConfig | null {
  const text = doc.getElementById(ERROR_REPORTING_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<ErrorReportingConfig>;
    if (typeof value.dsn !== 'string' || typeof value.release !== 'string') return null;
    return {
      dsn: value.dsn,
      release: value.release,
      environment: typeof value.environment === 'string' ? value.environment : 'production',
      tracesSampleRate: typeof value.tracesSampleRate === 'number' ? value.tracesSampleRate : 0,
    };
  } catch {
    return null;
  }
}
