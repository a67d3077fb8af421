// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dropReason, errorFacts, skipReport } from './dropped-errors';

const named = (name: string, message = '') => Object.assign(new Error(message), { name });
const reason = (error: unknown, fallback = {}) => dropReason(errorFacts(error, fallback));

describe('the errors the error-reporting hook drops (SPEC §8)', () => {
  it('drops errors flagged to skip capture', () => {
    expect(reason(skipReport(new Error('handled by the caller')))).toBe('flagged');
    expect(reason(new Error('not flagged'))).toBeNull();
  });

  it('drops cancelled HTTP requests: an aborted fetch and a cancelled query', () => {
    expect(reason(new DOMException('The user aborted a request.', 'AbortError'))).toBe('cancelled');
    expect(reason(named('CancelledError'))).toBe('cancelled');
    expect(reason(Object.assign(new Error('canceled'), { code: 'ERR_CANCELED' }))).toBe('cancelled');
  });

  it('drops network errors as each browser words them', () => {
    expect(reason(new TypeError('Failed to fetch'))).toBe('network');
    expect(reason(new TypeError('NetworkError when attempting to fetch resource.'))).toBe('network');
    expect(reason(new TypeError('Load failed'))).toBe('network');
    expect(reason(Object.assign(new Error('Network Error'), { code: 'ERR_NETWORK' }))).toBe('network');
  });

  it('drops connection-aborted errors', () => {
    expect(reason(Object.assign(new Error('aborted'), { code: 'ECONNABORTED' }))).toBe('connection-aborted');
    expect(reason(new Error('Request aborted'))).toBe('connection-aborted');
  });

  it('drops timeout errors: a timed-out signal and a client timeout', () => {
    expect(reason(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(reason(new Error('timeout of 15000ms exceeded'))).toBe('timeout');
  });

  it('drops errors whose stack mentions tracking, tag-manager or watch scripts', () => {
    const gtm = new Error('x is undefined');
    gtm.stack = 'Error: x is undefined\n    at f (https://www.googletagmanager.com/gtm.js?id=GTM-ABC:1:100)';
    expect(reason(gtm)).toBe('tracking-script');
    const watch = new Error('y');
    watch.stack = 'Error: y\n    at g (https://mc.yandex.ru/metrika/watch.js:3:10)';
    expect(reason(watch)).toBe('tracking-script');
    // the SDK's frames stand in when the thrown value has no stack of its own
    expect(reason('oops', { stack: 'https://www.google-analytics.com/analytics.js' })).toBe(
      'tracking-script',
    );
    const ours = new Error('z');
    ours.stack = 'Error: z\n    at h (http://localhost:3000/_next/static/chunks/app.js:1:1)';
    expect(reason(ours)).toBeNull();
  });

  it('drops chunk-load errors and script-tag load errors', () => {
    expect(reason(named('ChunkLoadError', 'Loading chunk 812 failed.'))).toBe('chunk-load');
    expect(reason(new Error('Loading CSS chunk app-layout failed.'))).toBe('chunk-load');
    expect(reason(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe('chunk-load');
    const script = document.createElement('script');
    const event = new Event('error');
    script.dispatchEvent(event);
    expect(reason(event)).toBe('chunk-load');
  });

  it('ignores the browser message "ResizeObserver loop limit exceeded"', () => {
    expect(reason('ResizeObserver loop limit exceeded')).toBe('resize-observer-loop');
    expect(reason(null, { message: 'ResizeObserver loop limit exceeded' })).toBe('resize-observer-loop');
    expect(reason(new Error('ResizeObserver loop completed with undelivered notifications.'))).toBe(
      'resize-observer-loop',
    );
  });

  it('reports everything else, a plain error and a server error alike', () => {
    expect(reason(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(reason(Object.assign(new Error('Request failed with status 500'), { status: 500 }))).toBeNull();
  });
});
