import { ordinal } from './ordinal';
import type { LiveMatch } from './live-match';
import { addScore, endMatch, startPeriod } from './live-match';

const MINUTE = 60_000;
/** Runs an average side scores in nine innings. */
const RUNS_PER_SIDE = 4.5;
/** World time a half-inning takes, so nine innings fill about three hours. */
const HALF_INNING_MS = 10 * MINUTE;

function stageOf(live: LiveMatch): string {
  return `${ordinal(live.period)}_inning_${live.homeBatting ? 'bottom' : 'top'}`;
}

/** Play ball: the top of the first, the visitors batting. */
export function beginInnings(live: LiveMatch, at: number): void {
  live.homeBatting = false;
  startPeriod(live, at, 'inning_1');
  live.stage = stageOf(live);
}

/** One step of a baseball game: the batting side may score, half-innings end, and the game ends after nine (or more). */
export function stepInnings(live: LiveMatch, at: number, stepMs: number): void {
  const state = live.state;
  const batting = live.homeBatting ? 'home' : 'away';
  live.periodMs += stepMs;
  state.remaining = Math.max(
    0.01,
    1 - (live.period - 1 + (live.homeBatting ? 0.5 : 0)) / live.format.periods,
  );
  // NOTE: runs come one at a time mostly; a homer with men on brings in two or more.
  const runs = live.random.next() < 0.8 ? 1 : live.random.int(2, 4);
  const rate = (RUNS_PER_SIDE * live.strength[batting]) / (live.format.periods * HALF_INNING_MS * 1.35);
  if (live.random.next() < rate * stepMs) {
    addScore(live, batting, runs, at, true);
    // NOTE: a walk-off: the home side ahead in the bottom of the ninth or later ends the game at once.
    if (live.homeBatting && live.period >= live.format.periods && state.homeScore > state.awayScore) {
      return endMatch(live, at);
    }
  }
  if (live.periodMs < HALF_INNING_MS) return;
  live.periodMs = 0;
  const last = live.period >= live.format.periods;
  if (!live.homeBatting) {
    if (last && state.homeScore > state.awayScore) return endMatch(live, at);
    live.homeBatting = true;
    live.stage = stageOf(live);
    live.dirty.match = true;
    return;
  }
  if (last && state.homeScore !== state.awayScore) return endMatch(live, at);
  live.homeBatting = false;
  startPeriod(live, at, '');
  live.stage = stageOf(live);
}

/** An inning's name and key in the views. */
export function inningLabel(number: number): { key: string; name: string } {
  return { key: `inning_${number}`, name: `${ordinal(number)} inning` };
}
