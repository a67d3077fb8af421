import type { Page } from 'playwright-core';

/** One Event Timing entry of a tap (pointer down, pointer up or click), on the page's clock (ms). */
export interface TapEntry {
  name: string;
  interactionId: number;
  startTime: number;
  processingStart: number;
  processingEnd: number;
  duration: number;
}

/** A main-thread trace event (Chrome trace, µs). */
export interface TraceSlice {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { type?: string; functionName?: string; url?: string; message?: string } };
}

/** Where one tap's time went, input to next paint (ms), and what the main thread ran in its input delay. */
export interface TapBreakdown {
  durationMs: number;
  inputDelayMs: number;
  processingMs: number;
  presentationMs: number;
  /** Trace events overlapping the input delay, by name (ms of overlap; nested events counted in each). */
  duringInputDelay: [string, number][];
  /** The same for the presentation delay: from the last handler's end to the paint. */
  duringPresentation: [string, number][];
}

/** Starts keeping every tap's Event Timing entries (call before the taps). */
export async function keepTapEntries(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__tapEntries = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        const { name, interactionId, startTime, processingStart, processingEnd, duration } = entry;
        window.__tapEntries.push({ name, interactionId, startTime, processingStart, processingEnd, duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  })()`);
}

export function readTapEntries(page: Page): Promise<TapEntry[]> {
  return page.evaluate('window.__tapEntries') as Promise<TapEntry[]>;
}

// NOTE: these are the main thread's units of work a tap can wait behind; the rest (ParseHTML, Commit …) are
// nested in them or too small to name.
const WORK = new Set([
  'FireAnimationFrame',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'HandlePostMessage',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'HitTest',
  'MinorGC',
  'MajorGC',
  'V8.GC_SCAVENGER',
  'XHRReadyStateChange',
]);

function overlapping(main: readonly TraceSlice[], from: number, to: number): [string, number][] {
  const totals = new Map<string, number>();
  for (const event of main) {
    if (!WORK.has(event.name) || !event.dur) continue;
    const overlap = Math.min(event.ts + event.dur, to) - Math.max(event.ts, from);
    if (overlap <= 0) continue;
    const what =
      event.name === 'EventDispatch'
        ? `EventDispatch ${event.args?.data?.type ?? ''}`
        : event.name === 'FunctionCall'
          ? `FunctionCall ${event.args?.data?.functionName || '(anonymous)'} ${(event.args?.data?.url ?? '').split('/').pop()}`
          : event.name;
    totals.set(what, (totals.get(what) ?? 0) + overlap / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, 6);
}

/**
 * The trace clock minus the page's (ms), from a console time stamp the page makes while the trace records: the
 * page's `performance.now()` and the trace event's `ts` are the same instant.
 */
export async function markClock(page: Page): Promise<number> {
  return page.evaluate(
    `(() => { const at = performance.now(); console.timeStamp('tap-clock'); return at; })()`,
  );
}

/** The offset `markClock`'s time stamp gives: the trace's clock minus the page's, ms. */
export function clockOffset(trace: readonly TraceSlice[], pageAt: number): number {
  const stamp = trace.find(
    (event) => event.name === 'TimeStamp' && event.args?.data?.message === 'tap-clock',
  );
  if (!stamp) throw new Error('The trace has no tap-clock time stamp');
  return stamp.ts / 1000 - pageAt;
}

/**
 * Splits each tap into input delay, processing and presentation (Event Timing), slowest first, and names what
 * the main thread ran in its delays; `offset` is `clockOffset`'s.
 */
export function breakDownTaps(
  entries: readonly TapEntry[],
  main: readonly TraceSlice[],
  offset: number,
): TapBreakdown[] {
  const byInteraction = new Map<number, TapEntry[]>();
  for (const entry of entries)
    byInteraction.set(entry.interactionId, [...(byInteraction.get(entry.interactionId) ?? []), entry]);
  const toTrace = (ms: number) => (ms + offset) * 1000;
  return [...byInteraction.values()]
    .map((group) => {
      const start = Math.min(...group.map((entry) => entry.startTime));
      const end = Math.max(...group.map((entry) => entry.startTime + entry.duration));
      const processingStart = Math.min(...group.map((entry) => entry.processingStart));
      const processingEnd = Math.max(...group.map((entry) => entry.processingEnd));
      return {
        durationMs: end - start,
        inputDelayMs: processingStart - start,
        processingMs: processingEnd - processingStart,
        presentationMs: end - processingEnd,
        duringInputDelay: overlapping(main, toTrace(start), toTrace(processingStart)),
        duringPresentation: overlapping(main, toTrace(processingEnd), toTrace(end)),
      };
    })
    .sort((a, b) => b.durationMs - a.durationMs);
}
