import type { Side } from '../match-state';
import type { LiveMatch } from './live-match';
import { addScore, endMatch, other, sides, startBreak, startPeriod, suspendMain } from './live-match';

const MINUTE = 60_000;

/** How an esports map is scored: CS2 plays rounds to 13; Dota 2 and League of Legends count kills until a base falls. */
interface MapRules {
  kind: 'rounds' | 'kills';
  /** A round every `eventMs` (CS2), or a kill per side every `eventMs` on average (MOBAs). */
  eventMs: number;
  /** A MOBA map's length, drawn between these (minutes). */
  minutes: readonly [number, number];
  breakMs: number;
}

const mapRules: Readonly<Record<string, MapRules>> = {
  cs2: { kind: 'rounds', eventMs: 110_000, minutes: [0, 0], breakMs: 5 * MINUTE },
  'dota-2': { kind: 'kills', eventMs: 95_000, minutes: [30, 45], breakMs: 6 * MINUTE },
  'league-of-legends': { kind: 'kills', eventMs: 110_000, minutes: [25, 38], breakMs: 6 * MINUTE },
};

function rulesOf(live: LiveMatch): MapRules {
  return mapRules[live.sportKey] ?? mapRules.cs2!;
}

function newMap(live: LiveMatch, at: number): void {
  const [least, most] = rulesOf(live).minutes;
  live.periodLengthMs = live.random.between(least, most) * MINUTE;
  startPeriod(live, at, `map_${live.period + 1}`);
}

/** The first map starts. */
export function beginMaps(live: LiveMatch, at: number): void {
  newMap(live, at);
}

/** After the break: the next map. */
export function resumeMaps(live: LiveMatch, at: number): void {
  newMap(live, at);
}

/** One step of a map: a round won (CS2) or kills (MOBAs), and the map ends when it is decided. */
export function stepMaps(live: LiveMatch, at: number, stepMs: number): void {
  const rules = rulesOf(live);
  const state = live.state;
  live.periodMs += stepMs;
  state.remaining = Math.max(
    0.02,
    1 - (state.homeScore + state.awayScore + 0.5) / ((live.format.toWin ?? 2) * 1.3),
  );
  const map = state.periods[state.periods.length - 1]!;
  if (rules.kind === 'rounds') {
    if (live.random.next() >= stepMs / rules.eventMs) return;
    const homeWins = 0.5 + (live.strength.home - live.strength.away) * 0.15;
    const winner: Side = live.random.next() < homeWins ? 'home' : 'away';
    map[winner] += 1;
    live.dirty.match = true;
    // NOTE: first to 13; from 12–12 overtime goes on until a side leads by two.
    if (map[winner] >= 13 && map[winner] - map[other(winner)] >= 2) winMap(live, winner, at);
    return;
  }
  for (const side of sides) {
    const rate = (stepMs / rules.eventMs) * (1 + (live.strength[side] - live.strength[other(side)]) * 0.3);
    if (live.random.next() < rate) {
      map[side] += 1;
      live.dirty.match = true;
    }
  }
  if (live.periodMs >= live.periodLengthMs && map.home !== map.away) {
    winMap(live, map.home > map.away ? 'home' : 'away', at);
  }
}

function winMap(live: LiveMatch, winner: Side, at: number): void {
  // NOTE: maps won are the match's score; rounds or kills stay in the map's period score.
  const map = live.state.periods[live.state.periods.length - 1]!;
  const kept = { ...map };
  addScore(live, winner, 1, at, false);
  map.home = kept.home;
  map.away = kept.away;
  suspendMain(live, at);
  if (Math.max(live.state.homeScore, live.state.awayScore) >= (live.format.toWin ?? 2)) {
    return endMatch(live, at);
  }
  startBreak(live, at, rulesOf(live).breakMs, 'pause');
}
