import { describe, expect, it, vi } from 'vitest';
import { pendingErrorReports, reportError, setErrorReporter } from './report-error';

describe('reportError', () => {
  it('keeps reports while no tracker is installed, the most recent fifty', () => {
    for (let index = 0; index < 60; index++)
      reportError({ source: 'test.keep', error: new Error(`e${index}`) });
    const kept = pendingErrorReports().filter((report) => report.source === 'test.keep');
    expect(kept).toHaveLength(50);
    expect((kept[0]!.error as Error).message).toBe('e10');
  });

  it('hands reports to an installed tracker until it is removed', () => {
    const tracker = vi.fn();
    const restore = setErrorReporter(tracker);
    reportError({ source: 'test.tracker', error: 'boom', context: { channel: 'public:en.updates' } });
    restore();
    reportError({ source: 'test.after', error: 'later' });
    expect(tracker).toHaveBeenCalledExactlyOnceWith({
      source: 'test.tracker',
      error: 'boom',
      context: { channel: 'public:en.updates' },
    });
    expect(pendingErrorReports().at(-1)?.source).toBe('test.after');
  });
});
