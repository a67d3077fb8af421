import type { UnitOutcome } from './series';

/** A rally-scored set: first to `target` points with a two-point lead (volleyball 25 or 15, table tennis 11). */
export interface RallySet {
  target: number;
  /** P(home wins a rally); serve matters little in these sports, so one number. */
  homeRally: number;
  /** Points so far in the set under way. */
  home?: number;
  away?: number;
}

/**
 * Rallies played past the target before the model stops: twelve deuce pairs, each continuing with 2pq ≤ 0.5,
 * leave at most 0.5^12 ≈ 0.0002 of a deuce's mass, shared out by renormalising.
 */
const EXTRA_DEUCE_POINTS = 24;

/**
 * The distribution of a rally set's final points score: every path of rallies from the current score, each won
 * by home with the same chance. Check: first to 1 (no lead needed would be p); to 2 by two from 0:0 with
 * p = 0.6 is p² + 2pq·p²/(p²+q²) = 0.36 + 0.48·0.6923 = 0.6923.
 */
export function rallySetOutcomes(set: RallySet): UnitOutcome[] {
  const p = set.homeRally;
  const limit = set.target + EXTRA_DEUCE_POINTS;
  // NOTE: past a deuce only the lead matters, so a long set restarts from the equivalent deuce score.
  const shift = Math.max(0, Math.min(set.home ?? 0, set.away ?? 0) - (set.target - 1));
  const start = { home: (set.home ?? 0) - shift, away: (set.away ?? 0) - shift };
  const outcomes: UnitOutcome[] = [];
  // mass of the score h:a at h · side + a
  const side = limit + 2;
  const mass = new Float64Array(side * side);
  mass[start.home * side + start.away] = 1;
  let kept = 0;
  for (let played = start.home + start.away; played <= 2 * limit; played += 1) {
    for (let h = Math.max(0, played - limit); h <= Math.min(limit, played); h += 1) {
      const a = played - h;
      const m = mass[h * side + a]!;
      if (m === 0) continue;
      if ((h >= set.target || a >= set.target) && Math.abs(h - a) >= 2) {
        // NOTE: scores rarer than one in ten million only slow the series down.
        if (m > 1e-7) {
          outcomes.push({ home: h, away: a, p: m });
          kept += m;
        }
        continue;
      }
      mass[(h + 1) * side + a]! += m * p;
      mass[h * side + a + 1]! += m * (1 - p);
    }
  }
  return outcomes.map((outcome) => ({
    home: outcome.home + shift,
    away: outcome.away + shift,
    p: outcome.p / kept,
  }));
}
