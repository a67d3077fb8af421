import { describe, expect, it } from 'vitest';
import type { StreamMeasurement } from './stress-measure';
import { mergeSegments } from './stress-segments';

function segment(base: number, moved: number): StreamMeasurement {
  return {
    reading: {
      windowMs: 15_000,
      frames: 700 + base,
      longTasks: [60 + base, 70 + base],
      longTaskStarts: [1_000, 14_000],
      clicks: [{ eventTimingMs: 40 + base, afterPaintMs: 41 + base }],
      paints: [{ key: `1|${base}`, text: '1.85', at: base }],
    },
    scriptMs: 3_000 + base,
    styleMs: 400,
    layoutMs: 1_500,
    taskMs: 11_000,
    updates: 15_000,
    seconds: 15,
    movedDuringWarmup: moved,
    paint: { delays: [100 + base], published: 500 },
    from: 1_000_000 + base * 30_000,
  };
}

describe('mergeSegments', () => {
  it('reads alternating segments as one window: times and counts added, tasks and clicks together', () => {
    const merged = mergeSegments([segment(0, 40), segment(1, 12), segment(2, 33)]);
    expect(merged.reading.windowMs).toBe(45_000);
    expect(merged.reading.frames).toBe(2_103);
    expect(merged.reading.longTasks).toEqual([60, 70, 61, 71, 62, 72]);
    expect(merged.reading.longTaskStarts).toEqual([1_000, 14_000, 16_000, 29_000, 31_000, 44_000]);
    expect(merged.reading.clicks.map((click) => click.eventTimingMs)).toEqual([40, 41, 42]);
    expect(merged.reading.paints).toHaveLength(3);
    expect([merged.scriptMs, merged.styleMs, merged.layoutMs, merged.taskMs]).toEqual([
      9_003, 1_200, 4_500, 33_000,
    ]);
    expect([merged.updates, merged.seconds]).toEqual([45_000, 45]);
    expect(merged.paint).toEqual({ delays: [100, 101, 102], published: 1_500 });
    expect(merged.from).toBe(1_000_000);
  });

  it('says a page did not follow the stream when one of its segments did not', () => {
    expect(mergeSegments([segment(0, 40), segment(1, 0)]).movedDuringWarmup).toBe(0);
  });

  it('refuses to make a window of no segment', () => {
    expect(() => mergeSegments([])).toThrow('No segment');
  });
});
