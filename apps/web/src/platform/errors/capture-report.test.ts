import { describe, expect, it, vi } from 'vitest';
import { captureReportWith } from './capture-report';
import { reportError, setErrorReporter } from './report-error';

describe('captureReportWith (the SDK behind the one reportError seam)', () => {
  it('sends the reports kept while the SDK loaded, then every new one, tagged with its source', () => {
    const restore = setErrorReporter(() => {});
    restore();
    const early = new Error('before the SDK');
    reportError({ source: 'test.early', error: early });
    const tags: string[] = [];
    const captured: unknown[] = [];
    const sdk = {
      withScope: (callback: (scope: never) => void) =>
        callback({ setTag: (_: string, value: string) => tags.push(value), setContext: vi.fn() } as never),
      captureException: (error: unknown) => {
        captured.push(error);
        return 'id';
      },
    };
    captureReportWith(sdk as never);
    const later = new Error('after');
    reportError({ source: 'test.later', error: later, context: { id: 1 } });
    expect(captured).toContain(early);
    expect(captured.at(-1)).toBe(later);
    expect(tags.at(-1)).toBe('test.later');
  });
});
