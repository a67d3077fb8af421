import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isStale, pacedAmount, paceTowards } from './paced-amount';

const INTERVAL = 15_000;

describe('the ticker never shows more than the last confirmed pool', () => {
  it('shows the first snapshot as it is', () => {
    const pace = paceTowards(null, 12_345, 0, INTERVAL);
    expect(pacedAmount(pace, 0, INTERVAL)).toBe(12_345);
    expect(pacedAmount(pace, 60_000, INTERVAL)).toBe(12_345);
  });

  it('paces a grown pool up from what it showed, reaching the confirmed pool at the end of the interval', () => {
    const first = paceTowards(null, 10_000, 0, INTERVAL);
    const grown = paceTowards(first, 10_600, 1_000, INTERVAL);
    // halfway: 10 000 + ⌊600 × 0.5⌋ = 10 300
    expect(pacedAmount(grown, 1_000 + INTERVAL / 2, INTERVAL)).toBe(10_300);
    expect(pacedAmount(grown, 1_000 + INTERVAL, INTERVAL)).toBe(10_600);
    expect(pacedAmount(grown, 1_000 + 10 * INTERVAL, INTERVAL)).toBe(10_600);
  });

  it('continues from the amount on screen when a snapshot arrives mid-pace', () => {
    const first = paceTowards(null, 0, 0, INTERVAL);
    const a = paceTowards(first, 1_000, 0, INTERVAL);
    // a third of the way: ⌊1 000 / 3⌋ = 333 on screen; the next pace starts there, not at 1 000
    const b = paceTowards(a, 2_000, 5_000, INTERVAL);
    expect(b.from).toBe(333);
    expect(pacedAmount(b, 5_000, INTERVAL)).toBe(333);
  });

  it('shows a pool that a hit restarted at its seed at once, without pacing down', () => {
    const first = paceTowards(null, 40_000, 0, INTERVAL);
    const grown = paceTowards(first, 48_000, 0, INTERVAL);
    const reset = paceTowards(grown, 5_000, 3_000, INTERVAL);
    expect(pacedAmount(reset, 3_000, INTERVAL)).toBe(5_000);
  });

  it('shows the start, not more, when the clock is set back', () => {
    const pace = { from: 100, to: 200, startedAt: 10_000 };
    expect(pacedAmount(pace, 0, INTERVAL)).toBe(100);
  });

  it('never shows more than the latest confirmed pool, for any snapshots at any times (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            pool: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
            after: fc.integer({ min: 0, max: 3 * INTERVAL }),
            looks: fc.array(fc.integer({ min: -INTERVAL, max: 3 * INTERVAL }), { maxLength: 5 }),
          }),
          { minLength: 1, maxLength: 20 },
        ),
        (snapshots) => {
          let now = 0;
          let pace = null as ReturnType<typeof paceTowards> | null;
          for (const snapshot of snapshots) {
            now += snapshot.after;
            pace = paceTowards(pace, snapshot.pool, now, INTERVAL);
            for (const look of snapshot.looks) {
              const shown = pacedAmount(pace, now + look, INTERVAL);
              // the oracle: a whole number of minor units, never above the pool the server confirmed last
              if (!Number.isInteger(shown) || shown > snapshot.pool || shown < 0) return false;
            }
          }
          return true;
        },
      ),
    );
  });
});

describe('the ticker shows itself stale', () => {
  it('is fresh before its first snapshot and right after one', () => {
    expect(isStale({ dataUpdatedAt: 0, errorUpdatedAt: 0, isError: false }, 50_000, INTERVAL)).toBe(false);
    expect(isStale({ dataUpdatedAt: 50_000, errorUpdatedAt: 0, isError: false }, 51_000, INTERVAL)).toBe(
      false,
    );
  });

  it('is stale when the refetch after its snapshot failed', () => {
    expect(isStale({ dataUpdatedAt: 50_000, errorUpdatedAt: 65_000, isError: true }, 65_000, INTERVAL)).toBe(
      true,
    );
  });

  it('is fresh again once a refetch succeeds after a failure', () => {
    expect(isStale({ dataUpdatedAt: 80_000, errorUpdatedAt: 65_000, isError: false }, 80_000, INTERVAL)).toBe(
      false,
    );
  });

  it('is stale when no snapshot came for two refetch intervals, even without an error', () => {
    expect(
      isStale({ dataUpdatedAt: 0 + 1, errorUpdatedAt: 0, isError: false }, 1 + 2 * INTERVAL + 1, INTERVAL),
    ).toBe(true);
    expect(isStale({ dataUpdatedAt: 1, errorUpdatedAt: 0, isError: false }, 1 + 2 * INTERVAL, INTERVAL)).toBe(
      false,
    );
  });
});
