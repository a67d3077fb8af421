import { isRateLimited, stringMatchesSomePattern, updateRateLimits } from '@sentry/core';
import type { ErrorEvent } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../api/api-client';
import {
  RATE_LIMIT_BACKOFF_MS,
  TRACE_PROPAGATION_TARGETS,
  beforeSendError,
  commonOptions,
  tracesPageLoad,
} from './error-reporting-options';

const errorEvent = (value: string, type = 'Error'): ErrorEvent =>
  ({ type: undefined, exception: { values: [{ type, value }] } }) as ErrorEvent;

describe('error-reporting options (SPEC §7, §9)', () => {
  it('starts with release, environment, 100 breadcrumbs, a transport buffer of 30 and no tunnel', () => {
    const options = commonOptions({
      dsn: 'http://k@localhost:4200/1',
      release: 'b1',
      environment: 'e2e',
      tracesSampleRate: 1,
    });
    expect(options).toMatchObject({
      dsn: 'http://k@localhost:4200/1',
      release: 'b1',
      environment: 'e2e',
      maxBreadcrumbs: 100,
      transportOptions: { bufferSize: 30 },
    });
    expect(options).not.toHaveProperty('tunnel');
  });

  it('adds trace headers to localhost, same-origin relative paths and paths starting with api/ only', () => {
    const traced = (url: string) => stringMatchesSomePattern(url, TRACE_PROPAGATION_TARGETS);
    expect(traced('http://localhost:4200/api/v2/sports')).toBe(true);
    expect(traced('/en/live')).toBe(true);
    expect(traced('api/v3/bets')).toBe(true);
    expect(traced('https://operator.example/api/v2/sports')).toBe(false);
    expect(traced('//cdn.example/script.js')).toBe(false);
    expect(traced('https://www.googletagmanager.com/gtm.js')).toBe(false);
  });

  it("backs off 60 s when the service says 429 without saying how long (the SDK's default, SPEC §9)", () => {
    const now = 1_000_000;
    const limits = updateRateLimits(
      {},
      { statusCode: 429, headers: { 'x-sentry-rate-limits': null, 'retry-after': null } },
      now,
    );
    expect(isRateLimited(limits, 'error', now + RATE_LIMIT_BACKOFF_MS - 1)).toBe(true);
    expect(isRateLimited(limits, 'error', now + RATE_LIMIT_BACKOFF_MS)).toBe(false);
  });
});

describe('beforeSendError (the hook of SPEC §8)', () => {
  it('drops what the filters drop, by the thrown error or by what the event says', () => {
    expect(
      beforeSendError(errorEvent('Failed to fetch', 'TypeError'), {
        originalException: new TypeError('Failed to fetch'),
      }),
    ).toBeNull();
    expect(
      beforeSendError(errorEvent('ResizeObserver loop limit exceeded'), { originalException: null }),
    ).toBeNull();
  });

  it('attaches the URL and both bodies to an HTTP-client error and keeps other errors as they are', () => {
    const error = new ApiRequestError(500, null, 'http://localhost:4200/api/v2/sports', {
      responseBody: { message: 'Internal' },
    });
    const sent = beforeSendError(errorEvent(error.message), { originalException: error });
    expect(sent?.contexts?.http_client).toEqual({
      url: 'http://localhost:4200/api/v2/sports',
      status: 500,
      response_body: { message: 'Internal' },
      request_body: null,
    });
    const plain = errorEvent('boom');
    expect(beforeSendError(plain, { originalException: new Error('boom') })).toBe(plain);
  });
});

describe('tracesPageLoad (SPEC §2.3: page loads of /404 are ignored)', () => {
  it('does not trace the page load of /404, with or without a locale', () => {
    expect(tracesPageLoad('/404', false)).toBe(false);
    expect(tracesPageLoad('/en/404', false)).toBe(false);
    expect(tracesPageLoad('/de-AT/404/', false)).toBe(false);
  });

  it('does not trace the page load of an address the server answered with the not-found page', () => {
    expect(tracesPageLoad('/en/no-such-page', true)).toBe(false);
  });

  it('traces every other page load', () => {
    expect(tracesPageLoad('/en', false)).toBe(true);
    expect(tracesPageLoad('/live', false)).toBe(true);
    expect(tracesPageLoad('/en/football/404-united', false)).toBe(true);
  });
});
