/**
 * How the ticker paces a pool between two server snapshots: from what it shows now up to the newly confirmed
 * pool, over one refetch interval. Plain numbers (minor units) and times passed in, no clock of its own.
 */
export interface Pace {
  /** Minor units shown when the pace started. */
  from: number;
  /** The last pool the server confirmed: the pace never shows more. */
  to: number;
  /** When the pace started (ms). */
  startedAt: number;
}

/**
 * The pace after a snapshot confirmed `confirmed` at `now`. The first snapshot is shown as it is; a pool that
 * grew is paced up from what is on screen; a pool that shrank (a hit restarted the level at its seed) is shown
 * at once, since pacing down would show more than the server now holds.
 */
export function paceTowards(previous: Pace | null, confirmed: number, now: number, durationMs: number): Pace {
  if (previous === null) return { from: confirmed, to: confirmed, startedAt: now };
  const shown = pacedAmount(previous, now, durationMs);
  if (confirmed <= shown) return { from: confirmed, to: confirmed, startedAt: now };
  return { from: shown, to: confirmed, startedAt: now };
}

/**
 * The amount shown at `now`: a whole number of minor units between the pace's start and its confirmed pool,
 * never above the confirmed pool, whatever the clock says (a clock set back shows the start).
 */
export function pacedAmount(pace: Pace, now: number, durationMs: number): number {
  if (durationMs <= 0 || pace.to <= pace.from) return pace.to;
  const progress = Math.min(1, Math.max(0, (now - pace.startedAt) / durationMs));
  return Math.min(pace.to, pace.from + Math.floor((pace.to - pace.from) * progress));
}

/** What a query of the pools knows about its own freshness (TanStack Query's fields of the same names). */
export interface SnapshotFreshness {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  isError: boolean;
}

/**
 * Whether the shown pools are stale: a refetch failed after the last snapshot, or no snapshot arrived for two
 * refetch intervals (the timer stopped, the tab slept). A stale ticker stops pacing and says so.
 */
export function isStale(freshness: SnapshotFreshness, now: number, intervalMs: number): boolean {
  if (freshness.dataUpdatedAt === 0) return false;
  if (freshness.isError && freshness.errorUpdatedAt >= freshness.dataUpdatedAt) return true;
  return now - freshness.dataUpdatedAt > 2 * intervalMs;
}
