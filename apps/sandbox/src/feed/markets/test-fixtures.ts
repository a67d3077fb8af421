import { sportFormats } from '../match-state';
import type { WorldMatch, WorldSport, WorldTeam } from '../world';

/** A team for tests: quality attack / defence, 1 for an average side. */
export function testTeam(id: number, attack: number, defence: number): WorldTeam {
  return { id, name: `Team ${id}`, attack, defence };
}

/** A match between a strong home side (quality 1.33) and a weak away side (0.9), unless told otherwise. */
export function testMatch(home = testTeam(1, 1.2, 0.9), away = testTeam(2, 0.95, 1.05)): WorldMatch {
  return { id: 7, leagueId: 1, sportId: 1, slug: 'a-b-7', home, away, startTime: 0, hasVideo: false };
}

/** A two equal average sides' match. */
export function evenMatch(): WorldMatch {
  return testMatch(testTeam(1, 1, 1), testTeam(2, 1, 1));
}

const models: Record<string, WorldSport['model']> = {
  goals: 'goals',
  points: 'points',
  runs: 'points',
  sets: 'sets',
  maps: 'maps',
};

/** The world's sport of a key of `sportFormats`. */
export function testSport(key: string): WorldSport {
  return {
    id: 1,
    key,
    name: key,
    type: 'regular',
    provider: 'betradar',
    model: models[sportFormats[key]!.scoring]!,
  };
}

/** Before the start. */
export const prematch = { homeScore: 0, awayScore: 0, remaining: 1 } as const;
