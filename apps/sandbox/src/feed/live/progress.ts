import { MatchStatus } from '@sportsbook/contract';
import { sportFormats } from '../match-state';
import { createRandom } from '../random';
import type { WorldMatch } from '../world';
import { beginInnings, stepInnings } from './innings';
import type { LiveMatch } from './live-match';
import { endMatch, prematchState, STEP_MS } from './live-match';
import { beginMaps, resumeMaps, stepMaps } from './maps';
import { beginSets, resumeSets, stepSets } from './sets';
import { beginTimed, resumeTimed, stepTimed } from './timed';

/** Share of matches interrupted once (status stopped 2 for a few minutes, then live again). */
export const STOP_SHARE = 0.05;
/** Share of interruptions that end with the match abandoned (closed 3). */
export const ABANDON_SHARE = 0.15;
/** Share of matches whose coverage is lost (not covered 5) before the end. */
export const COVERAGE_LOSS_SHARE = 0.01;

interface Progression {
  begin(live: LiveMatch, at: number): void;
  step(live: LiveMatch, at: number, stepMs: number): void;
  resume(live: LiveMatch, at: number): void;
}

const families: Record<'timed' | 'sets' | 'maps' | 'innings', Progression> = {
  timed: { begin: beginTimed, step: stepTimed, resume: resumeTimed },
  sets: { begin: beginSets, step: stepSets, resume: resumeSets },
  maps: { begin: beginMaps, step: stepMaps, resume: resumeMaps },
  // NOTE: baseball has no breaks between half-innings worth simulating, so nothing resumes.
  innings: { begin: beginInnings, step: stepInnings, resume: () => undefined },
};

function familyOf(live: LiveMatch): Progression {
  const { scoring } = live.format;
  if (scoring === 'sets') return families.sets;
  if (scoring === 'maps') return families.maps;
  if (scoring === 'runs') return families.innings;
  return families.timed;
}

/** Whether the feed knows how to play a sport (the match sports; not races or draws). */
export function isPlayable(sportKey: string): boolean {
  return sportKey in sportFormats;
}

/**
 * Kicks a match off at `at`. Its random source is seeded by the world's seed and the match id, so the same
 * match replayed from the same start gives the same story.
 */
export function kickOff(match: WorldMatch, sportKey: string, seed: number, at: number): LiveMatch {
  const format = sportFormats[sportKey] ?? sportFormats.football!;
  // NOTE: expected scoring against an average side, the home side with a small edge; high-scoring sports
  // squeeze the sides together, as a basketball rout is 120–90, not 130–50.
  const squeeze = format.scoring === 'points' ? 0.35 : 1;
  const home = (match.home.attack * match.away.defence) ** squeeze * 1.05;
  const away = (match.away.attack * match.home.defence) ** squeeze * 0.95;
  const live: LiveMatch = {
    matchId: match.id,
    sportKey,
    format,
    random: createRandom((seed * 0x9e3779b1) ^ (match.id * 0x85ebca6b)),
    strength: { home, away },
    state: { ...prematchState(), status: MatchStatus.live, clockStopped: false },
    stage: '',
    period: 0,
    overtimes: 0,
    periodMs: 0,
    periodLengthMs: 0,
    clockBaseMs: 0,
    breakUntil: 0,
    tiebreak: false,
    firstServer: 'home',
    homeBatting: false,
    startedAt: at,
    simulatedTo: at,
    clockUpdatedAt: at,
    endedAt: null,
    resumeAt: null,
    abandonOnResume: false,
    autoplay: true,
    announcedClockMs: 0,
    dirty: { match: true, status: true, markets: true },
  };
  familyOf(live).begin(live, at);
  return live;
}

/** Plays a match forward to `to`, one step at a time; what changed is left in `live.dirty`. */
export function advanceLive(live: LiveMatch, to: number): void {
  while (live.simulatedTo + STEP_MS <= to) {
    if (live.endedAt !== null) {
      live.simulatedTo = to;
      return;
    }
    live.simulatedTo += STEP_MS;
    stepOnce(live, live.simulatedTo);
  }
}

function stepOnce(live: LiveMatch, at: number): void {
  const state = live.state;
  if (state.status === MatchStatus.stopped) {
    if (live.resumeAt === null || at < live.resumeAt) return;
    if (live.abandonOnResume) return endMatch(live, at, MatchStatus.closed);
    live.resumeAt = null;
    state.status = MatchStatus.live;
    state.clockStopped = live.breakUntil > 0;
    live.clockUpdatedAt = at;
    live.dirty.status = live.dirty.match = live.dirty.markets = true;
    return;
  }
  if (state.status !== MatchStatus.live || !live.autoplay) return;
  wander(live);
  const steps = (live.format.durationMinutes * 60_000) / STEP_MS;
  const roll = live.random.next();
  if (roll < STOP_SHARE / steps) return interrupt(live, at);
  if (roll > 1 - COVERAGE_LOSS_SHARE / steps) return endMatch(live, at, MatchStatus.notCovered);
  const family = familyOf(live);
  if (live.breakUntil > 0) {
    if (at >= live.breakUntil) family.resume(live, at);
    return;
  }
  family.step(live, at, STEP_MS);
  const clockMs = live.state.clockMs;
  if (clockMs !== null && clockMs - live.announcedClockMs >= 60_000) {
    // NOTE: clients run the clock themselves from `updated_at`; it is re-announced once a playing minute.
    live.announcedClockMs = clockMs;
    live.dirty.match = true;
  }
}

/** Lets the market's sentiment wander, pulled back towards zero, within ±0.15. */
function wander(live: LiveMatch): void {
  const state = live.state;
  const next = state.drift * 0.999 + (live.random.next() - 0.5) * 0.004;
  state.drift = Math.max(-0.15, Math.min(0.15, next));
}

function interrupt(live: LiveMatch, at: number): void {
  live.state.status = MatchStatus.stopped;
  live.state.clockStopped = true;
  live.resumeAt = at + live.random.int(2, 10) * 60_000;
  live.abandonOnResume = live.random.next() < ABANDON_SHARE;
  live.clockUpdatedAt = at;
  live.dirty.status = live.dirty.match = live.dirty.markets = true;
}
