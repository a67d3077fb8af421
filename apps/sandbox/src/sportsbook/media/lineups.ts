import type { Match, StatisticsData } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { personName } from './people';
import { seededRandom } from './seeded';
import { squadSize } from './sport-scores';

/** One player of a side: shirt number and name. */
export interface SquadPlayer {
  number: number;
  name: string;
  position: string | null;
}

/** A side's players: who starts and who waits on the bench. */
export interface Squad {
  starters: SquadPlayer[];
  bench: SquadPlayer[];
}

const footballPositions = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'FW', 'FW', 'FW'];
const formations = ['4-3-3', '4-4-2', '4-2-3-1', '3-5-2', '3-4-3'];

function isEsports(sportKey: string): boolean {
  return ['cs2', 'dota-2', 'league-of-legends'].includes(sportKey);
}

/**
 * The squad of a team in a sport, the same on every call (seeded by the team). One-player sides (tennis, table
 * tennis, eFootball) are the competitor themself.
 */
export function squadOf(teamId: number, teamName: string, sportKey: string): Squad {
  const { starters, bench } = squadSize(sportKey);
  if (starters === 1) return { starters: [{ number: 1, name: teamName, position: null }], bench: [] };
  const random = seededRandom(teamId, 7);
  const used = new Set<number>();
  const player = (index: number): SquadPlayer => {
    let number = index === 0 && sportKey === 'football' ? 1 : random.int(2, 99);
    while (used.has(number)) number = (number % 99) + 1;
    used.add(number);
    const position = sportKey === 'football' && index < 11 ? footballPositions[index]! : null;
    return { number, name: personName(random, isEsports(sportKey)), position };
  };
  return {
    starters: Array.from({ length: starters }, (_, index) => player(index)),
    bench: Array.from({ length: bench }, (_, index) => player(starters + index)),
  };
}

/** The `lineups` statistics of a match: each side's formation (football), starters and bench. */
export function lineupsOf(match: Match): StatisticsData<'lineups'> {
  const sportKey = match.tournament.sport.key;
  const side = (team: Match['competitors']['home']) => ({
    team: { id: team.id, name: team.name },
    formation: sportKey === 'football' ? seededRandom(team.id, 11).pick(formations) : null,
    ...squadOf(team.id, team.name, sportKey),
  });
  return {
    // NOTE: before kick-off these are the expected line-ups; they are confirmed once the match is under way.
    confirmed: match.status !== MatchStatus.prematch,
    home: side(match.competitors.home),
    away: side(match.competitors.away),
  };
}
