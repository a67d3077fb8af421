import type { PeriodState } from '../match-state';
import { rallySetOutcomes } from '../pricing/rally-set';
import type { UnitOutcome } from '../pricing/series';

/** Rounds that win a CS2 map (MR12: first to 13). */
const ROUNDS_TO_WIN = 13;

const roundChances = new Map<number, number>();

function mapFromRounds(round: number, score: PeriodState): number {
  return rallySetOutcomes({ target: ROUNDS_TO_WIN, homeRally: round, home: score.home, away: score.away })
    .filter((outcome) => outcome.home > outcome.away)
    .reduce((sum, outcome) => sum + outcome.p, 0);
}

/**
 * The round chance that makes a map from 0:0 worth `mapChance`, found by bisection (the map chance rises with
 * the round chance) and kept, as there are few distinct map chances in a world.
 */
export function roundChance(mapChance: number): number {
  const cached = roundChances.get(mapChance);
  if (cached !== undefined) return cached;
  let [lo, hi] = [0.2, 0.8];
  for (let step = 0; step < 30; step += 1) {
    const mid = (lo + hi) / 2;
    if (mapFromRounds(mid, { home: 0, away: 0 }) < mapChance) lo = mid;
    else hi = mid;
  }
  if (roundChances.size > 5000) roundChances.clear();
  roundChances.set(mapChance, (lo + hi) / 2);
  return (lo + hi) / 2;
}

/**
 * The map under way in CS2 from its rounds: rounds as rallies to 13 (overtime taken as win by two, close to
 * CS2's first-to-four overtimes), at the round chance that matches the map chance before the map.
 */
export function cs2MapOutcomes(mapChance: number, rounds: PeriodState): UnitOutcome[] {
  // NOTE: the map chance to the nearest 0.001 keys the cache of round chances (a bisection each).
  const home = mapFromRounds(roundChance(Math.round(mapChance * 1000) / 1000), rounds);
  return [
    { home: 1, away: 0, p: home },
    { home: 0, away: 1, p: 1 - home },
  ];
}
