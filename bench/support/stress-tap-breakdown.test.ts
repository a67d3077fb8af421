import { describe, expect, it } from 'vitest';
import { breakDownTaps, clockOffset } from './stress-tap-breakdown';
import type { TapEntry, TraceSlice } from './stress-tap-breakdown';

// The trace's clock runs 5,000 ms ahead of the page's: the page stamped 'tap-clock' at 100 ms, the trace at 5,100.
const stamp: TraceSlice = { name: 'TimeStamp', ts: 5_100_000, args: { data: { message: 'tap-clock' } } };

function entry(
  name: string,
  startTime: number,
  processingStart: number,
  processingEnd: number,
  duration: number,
) {
  return { name, interactionId: 7, startTime, processingStart, processingEnd, duration } satisfies TapEntry;
}

describe('breakDownTaps', () => {
  it('splits a tap into input delay, processing and presentation, and names what ran in each delay', () => {
    // Pointer down at 1,000 ms, handled 1,030–1,040; click handled 1,040–1,050; painted at 1,096.
    const entries = [entry('pointerdown', 1000, 1030, 1040, 96), entry('click', 1001, 1040, 1050, 95)];
    const main: TraceSlice[] = [
      // A frame's paint from 990 to 1,025 page ms: 25 ms of it inside the input delay (1,000–1,030).
      { name: 'Paint', ts: 5_990_000, dur: 35_000 },
      // The next frame's layout, 1,060–1,080: inside the presentation delay (1,050–1,096).
      { name: 'Layout', ts: 6_060_000, dur: 20_000 },
    ];
    const [tap] = breakDownTaps(entries, main, clockOffset([stamp], 100));
    expect(tap).toMatchObject({ durationMs: 96, inputDelayMs: 30, processingMs: 20, presentationMs: 46 });
    expect(tap!.duringInputDelay).toEqual([['Paint', 25]]);
    expect(tap!.duringPresentation).toEqual([['Layout', 20]]);
  });

  it('puts the slowest tap first', () => {
    const slow = { ...entry('click', 2000, 2010, 2020, 120), interactionId: 8 };
    const taps = breakDownTaps([entry('click', 1000, 1002, 1010, 40), slow], [], 0);
    expect(taps.map((tap) => tap.durationMs)).toEqual([120, 40]);
  });
});
