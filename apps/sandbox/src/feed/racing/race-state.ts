import type { MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { WorldRace } from './race-card';

/** Average speed of a flat horse over a race, metres per second (jumpers are about a tenth slower). */
const FLAT_SPEED = 16.5;
const JUMPS_SPEED = 14.5;

/** How long a race takes from the off to the line, in ms. */
export function runningTimeMs(race: WorldRace): number {
  return Math.round((race.distanceM / (race.kind === 'flat' ? FLAT_SPEED : JUMPS_SPEED)) * 1000);
}

/** Where a race stands at a moment: before the off, running (with the time since the off), or run. */
export function raceStatus(race: WorldRace, now: number): { status: MatchStatusValue; elapsedMs: number } {
  const elapsedMs = now - race.offTime;
  if (elapsedMs < 0) return { status: MatchStatus.prematch, elapsedMs };
  if (elapsedMs < runningTimeMs(race)) return { status: MatchStatus.live, elapsedMs };
  return { status: MatchStatus.finished, elapsedMs };
}
