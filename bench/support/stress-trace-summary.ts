/** A complete ('X') event of the renderer's main thread in a Chrome trace (µs). */
export interface MainSlice {
  name: string;
  ts: number;
  dur: number;
  args?: {
    beginData?: { dirtyObjects?: number; totalObjects?: number; partialLayout?: boolean };
    endData?: { layoutRoots?: { depth?: number; nodeId?: number }[] };
    elementCount?: number;
  };
}

/** What the long tasks (≥ 50 ms) of a trace were made of. */
export interface LongTaskSummary {
  count: number;
  /** Each task's length in ms, longest first. */
  lengthsMs: number[];
  /** Time in ms, over all long tasks, of each event name directly or deeper inside them (nested names overlap). */
  inside: [string, number][];
}

/** What the trace's layouts did: how many, their roots and how many objects each walked. */
export interface LayoutSummary {
  count: number;
  /** Layouts whose roots were all the document (depth 0 or 1): a text change walked up to the top. */
  fromDocument: number;
  /** Distribution of the dirty and total layout objects per layout, and of the roots each had. */
  dirtyObjects: Percentiles;
  totalObjects: Percentiles;
  rootsPerLayout: Percentiles;
  durationMs: Percentiles;
}

/** p50, p95 and the largest of a set of figures. */
export interface Percentiles {
  p50: number;
  p95: number;
  max: number;
}

const LONG_TASK_US = 50_000;

export function percentiles(values: readonly number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1]! };
}

/**
 * The long tasks of the main thread and what ran inside them. `slices` is the main thread's complete events in
 * any order; a task is a `RunTask` of 50 ms or more, and an event is inside it when it starts within it.
 */
export function summariseLongTasks(slices: readonly MainSlice[], top = 15): LongTaskSummary {
  const tasks = slices
    .filter((slice) => slice.name === 'RunTask' && slice.dur >= LONG_TASK_US)
    .sort((a, b) => a.ts - b.ts);
  const inside = new Map<string, number>();
  const others = slices.filter((slice) => slice.name !== 'RunTask').sort((a, b) => a.ts - b.ts);
  let from = 0;
  for (const task of tasks) {
    const end = task.ts + task.dur;
    while (from < others.length && others[from]!.ts < task.ts) from += 1;
    for (let index = from; index < others.length && others[index]!.ts < end; index += 1) {
      const slice = others[index]!;
      inside.set(slice.name, (inside.get(slice.name) ?? 0) + slice.dur / 1000);
    }
  }
  return {
    count: tasks.length,
    lengthsMs: tasks.map((task) => task.dur / 1000).sort((a, b) => b - a),
    inside: [...inside].sort((a, b) => b[1] - a[1]).slice(0, top),
  };
}

/** The main thread's `Layout` events: how far up each walked and how many objects it touched. */
export function summariseLayouts(slices: readonly MainSlice[]): LayoutSummary {
  const layouts = slices.filter((slice) => slice.name === 'Layout');
  const roots = layouts.map((slice) => slice.args?.endData?.layoutRoots ?? []);
  return {
    count: layouts.length,
    fromDocument: roots.filter((list) => list.length > 0 && list.every((root) => (root.depth ?? 0) <= 1))
      .length,
    dirtyObjects: percentiles(layouts.map((slice) => slice.args?.beginData?.dirtyObjects ?? 0)),
    totalObjects: percentiles(layouts.map((slice) => slice.args?.beginData?.totalObjects ?? 0)),
    rootsPerLayout: percentiles(roots.map((list) => list.length)),
    durationMs: percentiles(layouts.map((slice) => slice.dur / 1000)),
  };
}

/** A `LayoutInvalidationTracking` event: which node asked for layout, and why. */
interface InvalidationEvent {
  name: string;
  args?: { data?: { nodeName?: string; reason?: string } };
}

/**
 * What asked for layout most often: the trace's layout invalidations (category
 * `disabled-by-default-devtools.timeline.invalidationTracking`) counted by node (its tag and first class) and
 * reason.
 */
export function layoutInvalidations(events: readonly InvalidationEvent[], top = 20): [string, number][] {
  const counts = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'LayoutInvalidationTracking') continue;
    const node = (event.args?.data?.nodeName ?? '?').replace(/(class='[^ ']*)[^']*'/, "$1'");
    const key = `${node} (${event.args?.data?.reason ?? '?'})`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1]).slice(0, top);
}
