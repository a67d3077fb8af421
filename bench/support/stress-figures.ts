import type { Figure } from './benchmark';
import type { StreamMeasurement } from './stress-measure';

/** The budgets for our page under the stream (issue 4, "Done when"). */
export const STRESS_BUDGETS = { longTaskMs: 50, framesPerSecond: 50, clickToPaintMs: 100 } as const;

/**
 * Issue 25's budgets: ours over the patcher's in the same run (the machine moves absolutes, not ratios), and a
 * sampled odds move painted no more than one frame later than the patcher paints it.
 */
export const FLOOR_RATIOS = { framesPerSecond: 0.9, clickToPaintP95: 1.5, busy: 1.3 } as const;
const FRAME_MS = 1000 / 60;

function percentile(values: readonly number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((share / 100) * sorted.length) - 1)]!;
}

/** Click-to-paint of each click: Event Timing's duration, or the after-paint measure when quicker than 16 ms. */
export function clickToPaint(measurement: StreamMeasurement): number[] {
  return measurement.reading.clicks
    .map((click) => click.eventTimingMs ?? click.afterPaintMs)
    .filter((value) => Number.isFinite(value));
}

/** What one page's run comes to, in the units the report shows. */
export function summarise(measurement: StreamMeasurement) {
  const { reading, seconds } = measurement;
  const clicks = clickToPaint(measurement);
  return {
    longest: reading.longTasks.length > 0 ? Math.max(...reading.longTasks) : 0,
    longTasks: reading.longTasks.length,
    fps: reading.frames / (reading.windowMs / 1000),
    clickP50: percentile(clicks, 50),
    clickP95: percentile(clicks, 95),
    clickMax: clicks.length > 0 ? Math.max(...clicks) : Number.NaN,
    clicks: clicks.length,
    scriptPerSecond: measurement.scriptMs / seconds,
    renderPerSecond: (measurement.styleMs + measurement.layoutMs) / seconds,
    busyShare: measurement.taskMs / (seconds * 1000),
    updatesPerSecond: measurement.updates / seconds,
    paintP50: percentile(measurement.paint.delays, 50),
    paintP95: percentile(measurement.paint.delays, 95),
    painted: measurement.paint.delays.length,
    paintPublished: measurement.paint.published,
  };
}

/** Ours over the patcher's, or NaN when the patcher's figure is 0. */
function ratio(ours: number, patcher: number): number {
  return patcher === 0 ? Number.NaN : ours / patcher;
}

/** The sampled moves' publish-to-paint delays of one page, p50 and p95, with how many were painted. */
function paintFigures(label: string, page: ReturnType<typeof summarise>): Figure[] {
  const of = `${page.painted} painted of ${page.paintPublished} published`;
  return [
    { label: `${label}publish-to-paint of a sampled move p50 (${of})`, value: page.paintP50, unit: 'ms' },
    { label: `${label}publish-to-paint of a sampled move p95`, value: page.paintP95, unit: 'ms' },
  ];
}

/** Our page's figures, each beside its budget. */
export function oursFigures(measurement: StreamMeasurement): Figure[] {
  const ours = summarise(measurement);
  return [
    {
      label: 'longest task (0: none over 50 ms)',
      value: ours.longest,
      unit: 'ms',
      budget: {
        text: `≤ ${STRESS_BUDGETS.longTaskMs} ms`,
        within: ours.longest <= STRESS_BUDGETS.longTaskMs,
      },
    },
    {
      label: 'long tasks over 50 ms',
      value: ours.longTasks,
      unit: '',
      budget: { text: '= 0', within: ours.longTasks === 0 },
    },
    {
      label: 'frames per second',
      value: ours.fps,
      unit: 'fps',
      budget: {
        text: `≥ ${STRESS_BUDGETS.framesPerSecond} fps`,
        within: ours.fps >= STRESS_BUDGETS.framesPerSecond,
      },
    },
    {
      label: `click-to-paint on an odds button p50 (${ours.clicks} clicks)`,
      value: ours.clickP50,
      unit: 'ms',
    },
    { label: 'click-to-paint on an odds button p95', value: ours.clickP95, unit: 'ms' },
    {
      label: 'click-to-paint on an odds button max',
      value: ours.clickMax,
      unit: 'ms',
      budget: {
        text: `< ${STRESS_BUDGETS.clickToPaintMs} ms`,
        within: ours.clickMax < STRESS_BUDGETS.clickToPaintMs,
      },
    },
    { label: 'scripting time', value: ours.scriptPerSecond, unit: 'ms per s' },
    { label: 'style and layout time', value: ours.renderPerSecond, unit: 'ms per s' },
    { label: 'main thread busy', value: ours.busyShare * 100, unit: '%' },
    ...paintFigures('', ours),
  ];
}

/** The hand-written patcher's figures (the floor), then issue 25's same-run ratios, each beside its budget. */
export function floorFigures(ours: StreamMeasurement, floor: StreamMeasurement): Figure[] {
  const mine = summarise(ours);
  const patcher = summarise(floor);
  const within = (value: number, bound: number, atLeast = false) =>
    Number.isFinite(value) && (atLeast ? value >= bound : value <= bound);
  const fps = ratio(mine.fps, patcher.fps);
  const click = ratio(mine.clickP95, patcher.clickP95);
  const busy = ratio(mine.busyShare, patcher.busyShare);
  const paintBound = patcher.paintP95 + FRAME_MS;
  return [
    { label: 'patcher: longest task (0: none over 50 ms)', value: patcher.longest, unit: 'ms' },
    { label: 'patcher: long tasks over 50 ms', value: patcher.longTasks, unit: '' },
    { label: 'patcher: frames per second', value: patcher.fps, unit: 'fps' },
    { label: `patcher: click-to-paint p50 (${patcher.clicks} clicks)`, value: patcher.clickP50, unit: 'ms' },
    { label: 'patcher: click-to-paint p95', value: patcher.clickP95, unit: 'ms' },
    { label: 'patcher: scripting time', value: patcher.scriptPerSecond, unit: 'ms per s' },
    { label: 'patcher: style and layout time', value: patcher.renderPerSecond, unit: 'ms per s' },
    { label: 'patcher: main thread busy', value: patcher.busyShare * 100, unit: '%' },
    ...paintFigures('patcher: ', patcher),
    {
      label: 'scripting time, ours / patcher (1 is the floor)',
      value: ratio(mine.scriptPerSecond, patcher.scriptPerSecond),
      unit: '×',
    },
    {
      label: 'style and layout time, ours / patcher',
      value: ratio(mine.renderPerSecond, patcher.renderPerSecond),
      unit: '×',
    },
    {
      label: 'frames per second, ours / patcher',
      value: fps,
      unit: '×',
      budget: {
        text: `≥ ${FLOOR_RATIOS.framesPerSecond}`,
        within: within(fps, FLOOR_RATIOS.framesPerSecond, true),
      },
    },
    {
      label: 'click-to-paint p95, ours / patcher',
      value: click,
      unit: '×',
      budget: {
        text: `≤ ${FLOOR_RATIOS.clickToPaintP95}`,
        within: within(click, FLOOR_RATIOS.clickToPaintP95),
      },
    },
    {
      label: 'main thread busy, ours / patcher',
      value: busy,
      unit: '×',
      budget: { text: `≤ ${FLOOR_RATIOS.busy}`, within: within(busy, FLOOR_RATIOS.busy) },
    },
    {
      label: `long tasks over 50 ms, ours (the patcher's: ${patcher.longTasks})`,
      value: mine.longTasks,
      unit: '',
      budget: { text: `≤ ${patcher.longTasks}`, within: mine.longTasks <= patcher.longTasks },
    },
    {
      label: 'publish-to-paint p95 of a sampled move, ours',
      value: mine.paintP95,
      unit: 'ms',
      budget: {
        text: `≤ the patcher's + one frame (${paintBound.toFixed(1)} ms)`,
        within: within(mine.paintP95, paintBound),
      },
    },
  ];
}
