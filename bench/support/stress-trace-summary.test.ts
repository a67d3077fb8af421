import { describe, expect, it } from 'vitest';
import { layoutInvalidations, summariseLayouts, summariseLongTasks } from './stress-trace-summary';
import type { MainSlice } from './stress-trace-summary';

const slice = (name: string, ts: number, dur: number, args?: MainSlice['args']): MainSlice => ({
  name,
  ts,
  dur,
  args,
});

describe('summariseLongTasks', () => {
  it('counts tasks of 50 ms or more and totals what started inside them', () => {
    const slices = [
      // A 60 ms task holding a 30 ms layout and a 20 ms paint; a 40 ms task (not long) holding a 35 ms layout.
      slice('RunTask', 0, 60_000),
      slice('Layout', 1_000, 30_000),
      slice('Paint', 35_000, 20_000),
      slice('RunTask', 100_000, 40_000),
      slice('Layout', 101_000, 35_000),
    ];
    expect(summariseLongTasks(slices)).toEqual({
      count: 1,
      lengthsMs: [60],
      inside: [
        ['Layout', 30],
        ['Paint', 20],
      ],
    });
  });
});

describe('summariseLayouts', () => {
  it('tells layouts rooted at the document from those rooted at a box deep in it', () => {
    const fromDocument = slice('Layout', 0, 10_000, {
      beginData: { dirtyObjects: 60, totalObjects: 3_200 },
      endData: { layoutRoots: [{ depth: 1 }] },
    });
    const twoButtons = slice('Layout', 20_000, 1_000, {
      beginData: { dirtyObjects: 6, totalObjects: 10 },
      endData: { layoutRoots: [{ depth: 15 }, { depth: 15 }] },
    });
    const summary = summariseLayouts([fromDocument, twoButtons]);
    expect(summary.count).toBe(2);
    expect(summary.fromDocument).toBe(1);
    expect(summary.totalObjects).toEqual({ p50: 10, p95: 3_200, max: 3_200 });
    expect(summary.rootsPerLayout.max).toBe(2);
  });
});

describe('layoutInvalidations', () => {
  it('counts what asked for layout by node (tag and first class) and reason', () => {
    const event = (nodeName: string, reason: string) => ({
      name: 'LayoutInvalidationTracking',
      args: { data: { nodeName, reason } },
    });
    const counts = layoutInvalidations([
      event("TIME class='row_clock row_live'", 'Text changed'),
      event("TIME class='row_clock'", 'Text changed'),
      event('#text', 'Text changed'),
      { name: 'Layout' },
    ]);
    expect(counts).toEqual([
      ["TIME class='row_clock' (Text changed)", 2],
      ['#text (Text changed)', 1],
    ]);
  });
});
