import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBrowserErrorReporting } from './sentry-client';

// NOTE: the SDK itself is mocked: this test is about what the app asks of it when it starts.
const sdk = vi.hoisted(() => ({ tracing: [] as Record<string, unknown>[] }));
vi.mock('@sentry/nextjs', () => ({
  init: vi.fn(),
  browserTracingIntegration: (options: Record<string, unknown>) => {
    sdk.tracing.push(options);
    return { name: 'BrowserTracing' };
  },
  captureException: vi.fn(),
  captureRouterTransitionStart: vi.fn(),
  withScope: vi.fn(),
}));

const config = { dsn: 'http://k@localhost/1', release: 'b1', environment: 'test', tracesSampleRate: 1 };

afterEach(() => {
  sdk.tracing.length = 0;
  document.body.innerHTML = '';
  window.history.pushState({}, '', '/');
});

describe('starting the browser SDK (SPEC §2.3: no page-load trace for the not-found page)', () => {
  it('traces the page load of an ordinary page', () => {
    window.history.pushState({}, '', '/live');
    startBrowserErrorReporting(config);
    expect(sdk.tracing[0]).toMatchObject({
      instrumentPageLoad: true,
      idleTimeout: 1_000,
      finalTimeout: 30_000,
    });
  });

  it('does not trace the page load of /404', () => {
    window.history.pushState({}, '', '/en/404');
    startBrowserErrorReporting(config);
    expect(sdk.tracing[0]).toMatchObject({ instrumentPageLoad: false });
  });

  it('does not trace the page load of an unknown address answered with the not-found page', () => {
    window.history.pushState({}, '', '/no-such-page');
    document.body.innerHTML = '<main data-error-kind="notFound"></main>';
    startBrowserErrorReporting(config);
    expect(sdk.tracing[0]).toMatchObject({ instrumentPageLoad: false });
  });
});
