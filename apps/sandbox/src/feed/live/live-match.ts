import { MatchStatus } from '@sportsbook/contract';
import type { MatchState, Side, SportFormat } from '../match-state';
import type { Random } from '../random';

/** The live feed advances every match in steps of this much world time: a match's story is a function of time. */
export const STEP_MS = 1_000;
/** How long the main markets stay suspended after a goal or point that matters, while it is confirmed. */
export const SUSPENSION_MS = 8_000;

/** What a step changed, for the announcements: the match view, its status, its markets. */
export interface Dirty {
  match: boolean;
  status: boolean;
  markets: boolean;
}

/**
 * A match under way as the feed plays it: the shared `MatchState` plus the progression's own bookkeeping. Each
 * match draws from its own random source seeded by the world's seed and its id, so replaying it from its start
 * time gives the same story (what a sandbox restart does).
 */
export interface LiveMatch {
  readonly matchId: number;
  readonly sportKey: string;
  readonly format: SportFormat;
  readonly random: Random;
  /** Expected scoring of each side relative to an average one (timed sports), or its edge (others). */
  readonly strength: { home: number; away: number };
  state: MatchState;
  /** The provider's stage: `1st_half`, `halftime`, `3rd_set`, `map_2`, `overtime`, `ended` … */
  stage: string;
  /** The period being played (or the last one played, during a break), from 1. */
  period: number;
  /** Overtime periods started (timed sports). */
  overtimes: number;
  /** Time played in the current period: the clock for timed sports, world time for the others. */
  periodMs: number;
  /** How long the current period lasts: the clock's length, or the length drawn for an esports map. */
  periodLengthMs: number;
  /** The clock time at which the current period began (timed sports). */
  clockBaseMs: number;
  /** While in a break, when it ends (world ms); 0 while playing. */
  breakUntil: number;
  /** Tennis: a tie-break is being played; its points are in `state.game`. */
  tiebreak: boolean;
  /** Who served first in the current tie-break or set (tennis, table tennis). */
  firstServer: Side;
  /** Baseball: the home side is batting (the bottom of the inning). */
  homeBatting: boolean;
  startedAt: number;
  /** The world time the match has been played up to. */
  simulatedTo: number;
  /** When the clock last changed (the view's `updated_at`). */
  clockUpdatedAt: number;
  /** When the match ended (finished, closed or coverage lost); null while it goes on. */
  endedAt: number | null;
  /** A stopped match goes on at this moment (or is abandoned, when `abandonOnResume`); null when not stopped. */
  resumeAt: number | null;
  abandonOnResume: boolean;
  /** False when only the control API moves this match (no scores, no clock, no interruptions). */
  autoplay: boolean;
  /** Clock time of the last clock announcement, so the clock is re-announced about once a minute. */
  announcedClockMs: number;
  dirty: Dirty;
}

/** The opposite side. */
export function other(side: Side): Side {
  return side === 'home' ? 'away' : 'home';
}

/** The state of a match that has not started. */
export function prematchState(): MatchState {
  return {
    status: MatchStatus.prematch,
    homeScore: 0,
    awayScore: 0,
    remaining: 1,
    periods: [],
    game: null,
    server: null,
    clockMs: null,
    stoppageMs: null,
    clockStopped: true,
    suspendedUntil: 0,
    drift: 0,
  };
}

/** Adds points to a side's total and current period; a score that matters suspends the main markets. */
export function addScore(live: LiveMatch, side: Side, points: number, at: number, suspend: boolean): void {
  const state = live.state;
  if (side === 'home') state.homeScore += points;
  else state.awayScore += points;
  const current = state.periods[state.periods.length - 1];
  if (current) current[side] += points;
  live.dirty.match = true;
  if (suspend) suspendMain(live, at);
}

/** Suspends the main markets for a few seconds (a goal being confirmed, a set or map just won). */
export function suspendMain(live: LiveMatch, at: number): void {
  live.state.suspendedUntil = at + SUSPENSION_MS;
  live.dirty.markets = true;
}

/** Stops play until `until` and names the break. */
export function startBreak(live: LiveMatch, at: number, durationMs: number, stage: string): void {
  live.breakUntil = at + durationMs;
  live.state.clockStopped = true;
  live.clockUpdatedAt = at;
  live.stage = stage;
  live.dirty.match = true;
}

/** Starts the next period: an empty period score, the clock running. */
export function startPeriod(live: LiveMatch, at: number, stage: string): void {
  live.breakUntil = 0;
  live.state.periods.push({ home: 0, away: 0 });
  live.period = live.state.periods.length;
  live.periodMs = 0;
  live.state.clockStopped = false;
  live.clockUpdatedAt = at;
  live.stage = stage;
  live.dirty.match = true;
}

/** The statuses a match ends with. */
type EndStatus = typeof MatchStatus.closed | typeof MatchStatus.finished | typeof MatchStatus.notCovered;

/** Ends the match with a status (finished by default; closed when abandoned, not covered when lost). */
export function endMatch(live: LiveMatch, at: number, status: EndStatus = MatchStatus.finished): void {
  const state = live.state;
  state.status = status;
  state.remaining = 0;
  state.clockStopped = true;
  state.game = null;
  state.server = null;
  state.stoppageMs = null;
  live.breakUntil = 0;
  live.resumeAt = null;
  live.endedAt = at;
  live.clockUpdatedAt = at;
  live.stage = 'ended';
  live.dirty.match = true;
  live.dirty.status = true;
  live.dirty.markets = true;
}

/** The sides in order, for loops over both. */
export const sides: readonly Side[] = ['home', 'away'];
