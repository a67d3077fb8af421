import type { Random } from '../random';
import type { WorldMatch } from '../world';
import type { LiveMatch } from './live-match';
import { kickOff } from './progress';

/** Kick-off time of the test matches. */
export const KICK_OFF = Date.UTC(2026, 10, 21, 18, 0);

/** A fixture of two even sides, for the progression tests. */
export function evenFixture(id = 1001): WorldMatch {
  const team = (teamId: number, name: string) => ({ id: teamId, name, attack: 1, defence: 1 });
  return {
    id,
    leagueId: 1,
    sportId: 1,
    slug: `home-away-${id}`,
    home: team(1, 'Home'),
    away: team(2, 'Away'),
    startTime: KICK_OFF,
    hasVideo: false,
  };
}

/** A random source that answers from a script, then repeats its last answer (`int` and `between` take the low end). */
export function scripted(...answers: number[]): Random {
  let index = 0;
  const next = () => answers[Math.min(index++, answers.length - 1)] ?? 0.5;
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    between: (min, max) => min + next() * (max - min),
  };
}

/** A match of a sport kicked off at KICK_OFF, optionally with its random source replaced. */
export function liveMatch(sportKey: string, random?: Random): LiveMatch {
  const live = kickOff(evenFixture(), sportKey, 1, KICK_OFF);
  return random ? { ...live, random } : live;
}
