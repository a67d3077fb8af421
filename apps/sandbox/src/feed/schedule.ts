import type { Random } from './random';
import { slugify } from './slug';
import type { World, WorldLeague, WorldMatch, WorldTeam } from './world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How full the world is kept: prematch matches over the next week, and matches under way. */
export const scheduleTargets = {
  prematch: 600,
  horizonMs: 7 * DAY,
  /** Below this many live matches, new ones kick off at once (the scheduled ones push the count above it). */
  liveFloor: 34,
  /** Finished, closed and lost matches leave the lists after this long, unless a status filter asks for them. */
  listedAfterEndMs: 30 * 60_000,
  /** …and the catalogue altogether after a day (their results stay queryable until then). */
  keptAfterEndMs: DAY,
} as const;

/** A league's teams: the world's roster, or the teams seen in its fixtures for a hand-built world. */
function teamsOf(world: World, league: WorldLeague): readonly WorldTeam[] {
  const roster = world.teamsByLeague?.get(league.id);
  if (roster && roster.length >= 2) return roster;
  const seen = new Map<number, WorldTeam>();
  for (const match of world.matches) {
    if (match.leagueId !== league.id) continue;
    seen.set(match.home.id, match.home);
    seen.set(match.away.id, match.away);
  }
  return [...seen.values()];
}

/** A new fixture of a league at `startTime`, its slug carrying its id like every generated match's. */
export function newFixture(
  world: World,
  league: WorldLeague,
  id: number,
  startTime: number,
  random: Random,
  teams?: { home: WorldTeam; away: WorldTeam },
): WorldMatch | undefined {
  let pair = teams;
  if (!pair) {
    const roster = teamsOf(world, league);
    if (roster.length < 2) return undefined;
    const home = random.pick(roster);
    let away = random.pick(roster);
    while (away === home) away = random.pick(roster);
    pair = { home, away };
  }
  return {
    id,
    leagueId: league.id,
    sportId: league.sportId,
    slug: `${slugify(pair.home.name)}-${slugify(pair.away.name)}-${id}`,
    home: pair.home,
    away: pair.away,
    startTime,
    hasVideo: random.next() < 0.3,
  };
}

/** Inserts a match into the world's schedule, which stays ordered by start time. */
export function insertByStart(matches: WorldMatch[], match: WorldMatch): void {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    const at = matches[mid]!;
    if (at.startTime < match.startTime || (at.startTime === match.startTime && at.id < match.id))
      low = mid + 1;
    else high = mid;
  }
  matches.splice(low, 0, match);
}

/**
 * The fixtures to add so the world never runs dry: prematch ones at the far end of the week as the week moves
 * on, and matches kicking off now while fewer than the floor are live.
 */
export function fixturesToAdd(input: {
  world: World;
  leagues: readonly WorldLeague[];
  now: number;
  prematch: number;
  live: number;
  random: Random;
  nextId: () => number;
}): WorldMatch[] {
  const { world, leagues, now, random, nextId } = input;
  const added: WorldMatch[] = [];
  if (leagues.length === 0) return added;
  const add = (startTime: number) => {
    const match = newFixture(world, random.pick(leagues), nextId(), startTime, random);
    if (match) added.push(match);
  };
  for (let count = input.prematch; count < scheduleTargets.prematch; count += 1) {
    // NOTE: on the quarter hour in the last day of the week ahead, which the schedule slides into.
    const at = now + scheduleTargets.horizonMs - random.next() * DAY;
    add(Math.floor(at / (15 * 60_000)) * 15 * 60_000);
  }
  for (let count = input.live; count < scheduleTargets.liveFloor; count += 1) add(now);
  return added;
}
