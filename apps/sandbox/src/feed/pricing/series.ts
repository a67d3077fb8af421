/** One finished set (or map) as its own score: games, points or rounds; the side with more won it. */
export interface UnitOutcome {
  home: number;
  away: number;
  p: number;
}

/** Where a best-of series stands and how its units are played. */
export interface SeriesInput {
  /** Units needed to win the series. */
  toWin: number;
  setsHome: number;
  setsAway: number;
  /** Who starts the next unit (tennis: serves its first game); a flag the unit model reads. */
  homeStarts: boolean;
  /** Outcomes of the unit under way, when one is; else the next unit is played from the start. */
  current: UnitOutcome[] | null;
  /** Outcomes of a fresh unit, by its 0-based index and who starts it. */
  unit: (index: number, homeStarts: boolean) => UnitOutcome[];
  /** Whether the side starting the following unit changes after this outcome. */
  flips: (outcome: UnitOutcome) => boolean;
  /** Largest sum of all units' counts still to come (sizes the distributions). */
  capacity: number;
  /** Whether to carry the home-minus-away distribution (false when no handicap is priced: it halves the work). */
  trackDiff?: boolean;
}

/** Fair probabilities of a series' result, its unit-score count and its difference, from now on. */
export interface SeriesOutlook {
  /** P(final sets score), keyed `home:away`. */
  sets: Map<string, number>;
  homeWin: number;
  /** P(home wins the unit under way, or the next one). */
  homeWinsNextUnit: number;
  /** Distribution of the sum of counts (games, points, maps) still to come, by that sum. */
  total: Float64Array;
  /** Distribution of home minus away counts still to come, index = difference + capacity (all 0 untracked). */
  diff: Float64Array;
}

interface Path {
  setsHome: number;
  setsAway: number;
  homeStarts: boolean;
  p: number;
  total: Float64Array;
  diff: Float64Array;
}

/**
 * Plays a best-of series forward: every path of unit results to a winner, with the distribution of the counts
 * (games, points, maps) it accumulates. Paths are merged by sets score and starter, so a best of five has at
 * most a dozen, each a convolution with the next unit's outcomes.
 */
export function playSeries(input: SeriesInput): SeriesOutlook {
  const width = input.capacity + 1;
  const trackDiff = input.trackDiff ?? true;
  const sets = new Map<string, number>();
  const total = new Float64Array(width);
  const diff = new Float64Array(2 * width);
  let homeWinsNextUnit = 0;
  const start: Path = {
    setsHome: input.setsHome,
    setsAway: input.setsAway,
    homeStarts: input.homeStarts,
    p: 1,
    total: new Float64Array(width),
    diff: new Float64Array(2 * width),
  };
  start.total[0] = 1;
  start.diff[input.capacity] = 1;
  let frontier = new Map<string, Path>([['start', start]]);
  let first = true;
  while (frontier.size > 0) {
    const next = new Map<string, Path>();
    for (const path of frontier.values()) {
      const index = path.setsHome + path.setsAway;
      const totalRange = nonZero(path.total);
      const diffRange = nonZero(path.diff);
      const outcomes = first && input.current ? input.current : input.unit(index, path.homeStarts);
      for (const outcome of outcomes) {
        const homeWon = outcome.home > outcome.away;
        if (first && homeWon) homeWinsNextUnit += outcome.p;
        const setsHome = path.setsHome + (homeWon ? 1 : 0);
        const setsAway = path.setsAway + (homeWon ? 0 : 1);
        const homeStarts = input.flips(outcome) ? !path.homeStarts : path.homeStarts;
        const mass = path.p * outcome.p;
        const count = outcome.home + outcome.away;
        const lead = outcome.home - outcome.away;
        // NOTE: a finished series adds to the results; an open one merges into the path of its sets score.
        if (setsHome >= input.toWin || setsAway >= input.toWin) {
          const key = `${setsHome}:${setsAway}`;
          sets.set(key, (sets.get(key) ?? 0) + mass);
          shiftAdd(total, path.total, totalRange, count, outcome.p);
          if (trackDiff) shiftAdd(diff, path.diff, diffRange, lead, outcome.p);
          continue;
        }
        const target = pathAt(next, { setsHome, setsAway, homeStarts }, width);
        target.p += mass;
        shiftAdd(target.total, path.total, totalRange, count, outcome.p);
        if (trackDiff) shiftAdd(target.diff, path.diff, diffRange, lead, outcome.p);
      }
    }
    frontier = next;
    first = false;
  }
  let homeWin = 0;
  for (const [key, p] of sets) {
    const [home, away] = key.split(':').map(Number);
    if (home! > away!) homeWin += p;
  }
  return { sets, homeWin, homeWinsNextUnit, total, diff };
}

/** The open path of a sets score and starter, created empty on first use. */
function pathAt(
  paths: Map<string, Path>,
  at: Pick<Path, 'setsHome' | 'setsAway' | 'homeStarts'>,
  width: number,
): Path {
  const key = `${at.setsHome}:${at.setsAway}:${at.homeStarts}`;
  let path = paths.get(key);
  if (!path) {
    path = { ...at, p: 0, total: new Float64Array(width), diff: new Float64Array(2 * width) };
    paths.set(key, path);
  }
  return path;
}

/** Mass below this at either end of a distribution is left behind: far below what moves a price. */
const NEGLIGIBLE = 1e-12;

/** The band of indices holding mass (a path's counts span a narrow band of the capacity). */
function nonZero(dist: Float64Array): [number, number] {
  let lo = 0;
  let hi = dist.length - 1;
  while (lo < hi && dist[lo]! < NEGLIGIBLE) lo += 1;
  while (hi > lo && dist[hi]! < NEGLIGIBLE) hi -= 1;
  return [lo, hi];
}

/** into[k + shift] += from[k]·p over `from`'s band, dropping what falls outside (capacity bounds it). */
function shiftAdd(
  into: Float64Array,
  from: Float64Array,
  [lo, hi]: [number, number],
  shift: number,
  p: number,
): void {
  for (let k = lo; k <= hi; k += 1) {
    const v = from[k]!;
    if (v === 0) continue;
    const at = k + shift;
    if (at >= 0 && at < into.length) into[at]! += v * p;
  }
}

/** P(a distribution's value + offset > threshold). */
export function tailAbove(dist: Float64Array, offset: number, threshold: number): number {
  let p = 0;
  for (let k = 0; k < dist.length; k += 1) if (k + offset > threshold) p += dist[k]!;
  return p;
}
