import type { MatchStatusValue, PeriodScore } from '@sportsbook/contract';
import type { z } from 'zod';

type PeriodType = z.infer<typeof PeriodScore>['type'];

/** One side of a match. */
export type Side = 'home' | 'away';

/** Home and away numbers of one period: goals in a half, games in a set, points in a quarter, rounds on a map. */
export interface PeriodState {
  home: number;
  away: number;
}

/**
 * Where a match stands: written by the live feed (simulator and control API), read by the market pricing and
 * by the catalogue's views. The one shape both sides agree on.
 */
export interface MatchState {
  status: MatchStatusValue;
  /** Goals or points for timed sports; sets won (tennis, volleyball, table tennis); maps won (esports). */
  homeScore: number;
  awayScore: number;
  /** Share of the match still to play, 1 before the start and 0 at the end; set and map sports estimate it. */
  remaining: number;
  /** Scores of the periods played so far, in order; while live the last one is the current period. */
  periods: PeriodState[];
  /** Points in the current game (tennis 0, 15, 30, 40 as 0–3, advantage 4; a tie-break counts points). */
  game: PeriodState | null;
  /** Who serves (tennis, table tennis, volleyball), null elsewhere. */
  server: Side | null;
  /** Playing time on the clock in ms for timed sports (null for untimed ones and before the start). */
  clockMs: number | null;
  /** Stoppage time announced for the current period, in ms (football), else null. */
  stoppageMs: number | null;
  /** The clock is not running: a break, a timeout, a stopped match. */
  clockStopped: boolean;
  /** The match's markets are suspended until this moment (ms since epoch); 0 when open. */
  suspendedUntil: number;
  /**
   * Market sentiment: a small shift of the home side's strength (about −0.15 to 0.15) that the feed lets wander,
   * so odds drift between events as real books' do.
   */
  drift: number;
}

/** How a sport is played: what the live feed simulates and what the pricing assumes. */
export interface SportFormat {
  /** What the total score counts. */
  scoring: 'goals' | 'points' | 'sets' | 'maps' | 'runs';
  periodType: PeriodType;
  /** Regulation periods (halves, quarters, thirds, innings); for set and map sports the most that can be played. */
  periods: number;
  /** Playing minutes per period for timed sports, null for untimed ones. */
  periodMinutes: number | null;
  /** The clock shows time remaining in the period (basketball, ice hockey, American football). */
  clockCountsDown: boolean;
  /** Sets or maps needed to win (set and map sports), null elsewhere. */
  toWin: number | null;
  /** A match can end level after regulation (football, ice hockey and handball before overtime in leagues). */
  drawPossible: boolean;
  /** About how long a match lasts from start to final whistle, breaks included, in minutes. */
  durationMinutes: number;
}

/** The format of every sport the world generates, by sport key. */
export const sportFormats: Readonly<Record<string, SportFormat>> = {
  football: goals('half', 2, 45, false, true, 110),
  'ice-hockey': goals('regular', 3, 20, true, true, 140),
  efootball: goals('half', 2, 6, false, true, 15),
  handball: points('half', 2, 30, false, true, 75),
  basketball: points('quarter', 4, 10, true, false, 115),
  'american-football': points('quarter', 4, 15, true, false, 190),
  baseball: {
    scoring: 'runs',
    periodType: 'inning',
    periods: 9,
    periodMinutes: null,
    clockCountsDown: false,
    toWin: null,
    drawPossible: false,
    durationMinutes: 180,
  },
  tennis: sets(3, 2, 110),
  volleyball: sets(5, 3, 100),
  'table-tennis': sets(5, 3, 35),
  cs2: maps(3, 2, 150),
  'dota-2': maps(3, 2, 130),
  'league-of-legends': maps(3, 2, 110),
};

function goals(
  periodType: PeriodType,
  periods: number,
  periodMinutes: number,
  clockCountsDown: boolean,
  drawPossible: boolean,
  durationMinutes: number,
): SportFormat {
  return {
    scoring: 'goals',
    periodType,
    periods,
    periodMinutes,
    clockCountsDown,
    toWin: null,
    drawPossible,
    durationMinutes,
  };
}

function points(
  periodType: PeriodType,
  periods: number,
  periodMinutes: number,
  clockCountsDown: boolean,
  drawPossible: boolean,
  durationMinutes: number,
): SportFormat {
  return {
    ...goals(periodType, periods, periodMinutes, clockCountsDown, drawPossible, durationMinutes),
    scoring: 'points',
  };
}

function sets(bestOf: number, toWin: number, durationMinutes: number): SportFormat {
  return {
    scoring: 'sets',
    periodType: 'set',
    periods: bestOf,
    periodMinutes: null,
    clockCountsDown: false,
    toWin,
    drawPossible: false,
    durationMinutes,
  };
}

function maps(bestOf: number, toWin: number, durationMinutes: number): SportFormat {
  return { ...sets(bestOf, toWin, durationMinutes), scoring: 'maps', periodType: 'map' };
}
