import type { SlipStorage } from './ticket-store';

/** Runs `flush` once the tap's frame has been painted. */
export type FlushScheduler = (flush: () => void) => void;

/**
 * The next task after the next frame: a tap's paint is not held up by the write. NOTE: not `requestIdleCallback`,
 * which under the live storm may not come for seconds; the page-hide flush below covers a tab closed before.
 */
export const afterNextPaint: FlushScheduler = (flush) => {
  requestAnimationFrame(() => setTimeout(flush, 0));
};

/** The events of the page the pending writes are flushed on: it is being left or hidden (and may be killed). */
export type PageEvents = Pick<Document, 'addEventListener'> & {
  readonly visibilityState: DocumentVisibilityState;
};

/**
 * Wraps `storage` so that its writes happen after the paint of the tap that made them (issue 25: the slip's
 * session-storage write was part of every odds tap's click-to-paint). Reads see the pending writes; several writes
 * of a key before the flush leave only the last; pending writes are flushed when the page is hidden or left, so a
 * reload or a closed tab does not lose the pick.
 */
export function afterPaintStorage(
  storage: SlipStorage,
  { schedule = afterNextPaint, page = document }: { schedule?: FlushScheduler; page?: PageEvents } = {},
): SlipStorage & { flush(): void } {
  // A key's pending value; null is a pending removal.
  const pending = new Map<string, string | null>();
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const writes = [...pending];
    pending.clear();
    for (const [key, value] of writes) {
      try {
        if (value === null) storage.removeItem(key);
        else storage.setItem(key, value);
      } catch {
        // NOTE: a full or refused storage: the slip lives on in memory, as when there is no storage at all.
      }
    }
  }

  function later(key: string, value: string | null): void {
    pending.set(key, value);
    if (scheduled) return;
    scheduled = true;
    schedule(() => {
      if (scheduled) flush();
    });
  }

  page.addEventListener('pagehide', flush);
  page.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') flush();
  });

  return {
    getItem: (key) => (pending.has(key) ? (pending.get(key) ?? null) : storage.getItem(key)),
    setItem: (key, value) => later(key, value),
    removeItem: (key) => later(key, null),
    flush,
  };
}
