import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPageSize } from './page-size';
import type { PageSizeDeps } from './page-size';

function fakePage(initial: { width: number; height: number }) {
  let size = initial;
  let onResize = () => {};
  const element = { getBoundingClientRect: () => ({ ...size }) } as unknown as Element;
  const deps: PageSizeDeps = {
    element,
    observe: (_element, callback) => {
      onResize = callback;
      return () => {
        onResize = () => {};
      };
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const resize = (next: { width: number; height: number }) => {
    size = next;
    onResize();
  };
  return { deps, resize };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('page-size-changed (SPEC §7, debounced 100 ms)', () => {
  it('reports the first size at once, in whole pixels', () => {
    const { deps } = fakePage({ width: 1279.4, height: 2400.2 });
    const report = vi.fn();
    watchPageSize(deps, report);
    expect(report.mock.calls).toEqual([[{ width: 1280, height: 2401 }]]);
  });

  it('reports a burst of changes once, 100 ms after the last, with the settled size', () => {
    const { deps, resize } = fakePage({ width: 1000, height: 800 });
    const report = vi.fn();
    watchPageSize(deps, report);
    report.mockClear();
    resize({ width: 1000, height: 900 });
    vi.advanceTimersByTime(60);
    resize({ width: 1000, height: 1200 });
    vi.advanceTimersByTime(99);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report.mock.calls).toEqual([[{ width: 1000, height: 1200 }]]);
  });

  it('says nothing when the page settles back to the size already reported', () => {
    const { deps, resize } = fakePage({ width: 1000, height: 800 });
    const report = vi.fn();
    watchPageSize(deps, report);
    report.mockClear();
    resize({ width: 1000, height: 950 });
    resize({ width: 1000, height: 800 });
    vi.advanceTimersByTime(200);
    expect(report).not.toHaveBeenCalled();
  });

  it('stops reporting when stopped, even with a change pending', () => {
    const { deps, resize } = fakePage({ width: 1000, height: 800 });
    const report = vi.fn();
    const stop = watchPageSize(deps, report);
    report.mockClear();
    resize({ width: 1000, height: 900 });
    stop();
    resize({ width: 1000, height: 1000 });
    vi.advanceTimersByTime(500);
    expect(report).not.toHaveBeenCalled();
  });
});
