// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  ERROR_REPORTING_CONFIG_ID,
  errorReportingOrigin,
  readErrorReportingConfig,
  readPageErrorReportingConfig,
} from './error-reporting-config';

describe('readErrorReportingConfig (SPEC §9: release, environment; the DSN from configuration)', () => {
  it('reads the DSN and the hosting platform environment at run time', () => {
    const config = readErrorReportingConfig({
      SENTRY_DSN: 'https://public@o1.ingest.example.io/42',
      VERCEL_ENV: 'preview',
      SENTRY_TRACES_SAMPLE_RATE: '1',
    });
    expect(config).toMatchObject({
      dsn: 'https://public@o1.ingest.example.io/42',
      environment: 'preview',
      tracesSampleRate: 1,
    });
    expect(errorReportingOrigin(config)).toBe('https://o1.ingest.example.io');
  });

  it('is production without a hosting variable, and reports nothing without a DSN or with a malformed one', () => {
    const none = readErrorReportingConfig({});
    expect(none).toMatchObject({ dsn: null, environment: 'production', tracesSampleRate: 0.1 });
    expect(errorReportingOrigin(none)).toBeNull();
    expect(readErrorReportingConfig({ SENTRY_DSN: 'not a url' }).dsn).toBeNull();
    expect(readErrorReportingConfig({ SENTRY_DSN: 'https://o1.ingest.example.io/42' }).dsn).toBeNull();
    expect(readErrorReportingConfig({ SENTRY_DSN: 'http://e2e-key@localhost:4200/1' }).dsn).toBeNull();
    expect(readErrorReportingConfig({ SENTRY_TRACES_SAMPLE_RATE: '7' }).tracesSampleRate).toBe(0.1);
  });

  it('takes the release from the build id the build inlined', () => {
    // NOTE: tests run unbuilt, where the build id is 'development'.
    expect(readErrorReportingConfig({}).release).toBe(process.env.SPORTSBOOK_BUILD_ID ?? 'development');
  });
});

describe("readPageErrorReportingConfig (the browser's copy)", () => {
  it("reads the page's data block, and nothing when the page has none", () => {
    document.body.innerHTML = '';
    expect(readPageErrorReportingConfig(document)).toBeNull();
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = ERROR_REPORTING_CONFIG_ID;
    block.textContent = JSON.stringify({
      dsn: 'http://k@localhost:4200/1',
      release: 'b1',
      environment: 'production',
      tracesSampleRate: 1,
    });
    document.body.append(block);
    expect(readPageErrorReportingConfig(document)).toEqual({
      dsn: 'http://k@localhost:4200/1',
      release: 'b1',
      environment: 'production',
      tracesSampleRate: 1,
    });
  });
});
