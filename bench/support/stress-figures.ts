import type { Figure } from './benchmark';
import type { StreamMeasurement } from './stress-measure';

/** The budgets for our page under the stream (issue 4, "Done when"). */
export const STRESS_BUDGETS = { longTaskMs: 50, framesPerSecond: 50, clickToPaintMs: 100 } as const;

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
    clickMax: clicks.length > 0 ? Math.max(...clicks) : Number.NaN,
    clicks: clicks.length,
    scriptPerSecond: measurement.scriptMs / seconds,
    renderPerSecond: (measurement.styleMs + measurement.layoutMs) / seconds,
    busyShare: measurement.taskMs / (seconds * 1000),
    updatesPerSecond: measurement.updates / seconds,
  };
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
  ];
}

/** The hand-written patcher's figures (the floor), and the ratio of scripting time, ours over its. */
export function floorFigures(ours: StreamMeasurement, floor: StreamMeasurement): Figure[] {
  const patcher = summarise(floor);
  const ratio = summarise(ours).scriptPerSecond / patcher.scriptPerSecond;
  return [
    { label: 'patcher: longest task (0: none over 50 ms)', value: patcher.longest, unit: 'ms' },
    { label: 'patcher: frames per second', value: patcher.fps, unit: 'fps' },
    { label: 'patcher: click-to-paint p50', value: patcher.clickP50, unit: 'ms' },
    { label: 'patcher: scripting time', value: patcher.scriptPerSecond, unit: 'ms per s' },
    { label: 'patcher: style and layout time', value: patcher.renderPerSecond, unit: 'ms per s' },
    { label: 'patcher: main thread busy', value: patcher.busyShare * 100, unit: '%' },
    { label: 'scripting time, ours / patcher (1 is the floor)', value: ratio, unit: '×' },
  ];
}
