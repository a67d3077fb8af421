import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LATE_RETRY_DELAYS_MS, lateComponent, lateModule } from './late-module';
import type { OnDemandModule } from '@/ui/load-on-demand';

interface IslandModule {
  Island: () => React.ReactNode;
}

const arrivedModule: IslandModule = { Island: () => <p>island drawn</p> };

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

// NOTE: inside `act`, so that React's retry once the promise settles is flushed by the test's `act`s.
async function renderLate(code: OnDemandModule<IslandModule>) {
  const Late = lateComponent(
    code,
    (module) => module.Island,
    () => 'island',
  );
  await act(async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Late />
      </Suspense>,
    );
  });
}

describe('lateModule and lateComponent (decision 0043)', () => {
  it('draws with the server copy in the first render and fetches nothing', async () => {
    const importModule = vi.fn(() => Promise.resolve(arrivedModule));
    await renderLate(lateModule(importModule, () => arrivedModule));
    expect(screen.getByText('island drawn')).toBeTruthy();
    expect(importModule).not.toHaveBeenCalled();
  });

  it('suspends on the fetch in the browser, then draws once the module arrives, fetched once', async () => {
    const chunk = deferred<IslandModule>();
    const importModule = vi.fn(() => chunk.promise);
    const code = lateModule(importModule, null);
    await renderLate(code);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(async () => chunk.resolve(arrivedModule));
    expect(await screen.findByText('island drawn')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(1);
    // A second island of the same code draws at once.
    await renderLate(code);
    expect(screen.getAllByText('island drawn')).toHaveLength(2);
  });

  it('marks the island for the early-tap recorder, says it is ready once drawn, and that its code arrived', async () => {
    const recorder = { ready: vi.fn(), live: vi.fn(), arrived: vi.fn() };
    window.__earlyTaps = recorder;
    const chunk = deferred<IslandModule>();
    await renderLate(lateModule(() => chunk.promise, null));
    expect(recorder.ready).not.toHaveBeenCalled();
    await act(async () => chunk.resolve(arrivedModule));
    await screen.findByText('island drawn');
    expect(recorder.arrived).toHaveBeenCalledWith(['island']);
    const island = screen.getByText('island drawn').parentElement!;
    expect(island.getAttribute('data-early-tap-island')).toBe('island');
    expect(getComputedStyle(island).display).toBe('contents');
    expect(recorder.ready).toHaveBeenCalledWith(island);
    delete window.__earlyTaps;
  });

  it('tries a failed fetch again on the next wish for it', async () => {
    const importModule = vi
      .fn<() => Promise<IslandModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(arrivedModule);
    const code = lateModule(importModule, null);
    await expect(code.load()).rejects.toThrow('offline');
    await expect(code.load()).resolves.toBe(arrivedModule);
    expect(code.current()).toBe(arrivedModule);
  });

  it('keeps the island waiting, not failed, while its chunk fails to arrive, and draws it once a retry succeeds', async () => {
    vi.useFakeTimers();
    try {
      const importModule = vi
        .fn<() => Promise<IslandModule>>()
        .mockRejectedValueOnce(new Error('offline'))
        .mockRejectedValueOnce(new Error('offline'))
        .mockResolvedValueOnce(arrivedModule);
      await renderLate(lateModule(importModule, null));
      expect(screen.getByText('waiting')).toBeTruthy();
      await act(async () => vi.advanceTimersByTimeAsync(LATE_RETRY_DELAYS_MS[0]));
      expect(importModule).toHaveBeenCalledTimes(2);
      expect(screen.getByText('waiting')).toBeTruthy();
      await act(async () => vi.advanceTimersByTimeAsync(LATE_RETRY_DELAYS_MS[1]));
      expect(importModule).toHaveBeenCalledTimes(3);
      expect(screen.getByText('island drawn')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
