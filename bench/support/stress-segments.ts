import type { StreamMeasurement } from './stress-measure';

/**
 * One page's measurement over several windows, as if it were one window: the counts and times added, the long
 * tasks, clicks and painted moves put together. NOTE: the live storm measures ours and the patcher's in
 * alternating segments (decision 0033, 2026-11-28), so that another engineer's build or test run on the shared
 * machine falls on both pages alike rather than on the one measured in that minute.
 */
export function mergeSegments(segments: readonly StreamMeasurement[]): StreamMeasurement {
  if (segments.length === 0) throw new Error('No segment to merge');
  const sum = (pick: (segment: StreamMeasurement) => number) =>
    segments.reduce((total, segment) => total + pick(segment), 0);
  let offset = 0;
  const longTaskStarts: number[] = [];
  for (const segment of segments) {
    // NOTE: each segment's long tasks start from its own window; laid end to end, they read as one window.
    longTaskStarts.push(...segment.reading.longTaskStarts.map((start) => start + offset));
    offset += segment.reading.windowMs;
  }
  return {
    reading: {
      windowMs: sum((segment) => segment.reading.windowMs),
      frames: sum((segment) => segment.reading.frames),
      longTasks: segments.flatMap((segment) => segment.reading.longTasks),
      longTaskStarts,
      clicks: segments.flatMap((segment) => segment.reading.clicks),
      paints: segments.flatMap((segment) => segment.reading.paints),
    },
    scriptMs: sum((segment) => segment.scriptMs),
    styleMs: sum((segment) => segment.styleMs),
    layoutMs: sum((segment) => segment.layoutMs),
    taskMs: sum((segment) => segment.taskMs),
    updates: sum((segment) => segment.updates),
    seconds: sum((segment) => segment.seconds),
    // NOTE: every segment must have followed the stream; the least of them says whether one did not.
    movedDuringWarmup: Math.min(...segments.map((segment) => segment.movedDuringWarmup)),
    paint: {
      delays: segments.flatMap((segment) => segment.paint.delays),
      published: sum((segment) => segment.paint.published),
    },
    from: segments[0]!.from,
  };
}
