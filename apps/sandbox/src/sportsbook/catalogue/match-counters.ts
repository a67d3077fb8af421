import type { Counters, MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { MatchSchedule } from './match-schedule';
import type { MatchWorld } from './match-world';

/** The filter of `POST /counters` as it applies to matches. */
export interface MatchCounterFilter {
  sport_ids?: number[];
  category_ids?: number[];
  tournament_ids?: number[];
  status?: MatchStatusValue;
  start_from?: string;
  start_to?: string;
}

type Tally = Map<number, { live: number; games: number }>;

/**
 * Event counts of team-sport matches (SPEC §7 `POST /counters`): live and upcoming games per sport, category
 * and league within the asked ids, status and time window. Races, draws and outrights are added by
 * `SportsbookCatalogue.counters`.
 */
export class MatchCounters {
  constructor(
    private readonly world: MatchWorld,
    private readonly schedule: MatchSchedule,
  ) {}

  counters(filter: MatchCounterFilter): Counters {
    const from = filter.start_from ? Date.parse(filter.start_from) : -Infinity;
    const to = filter.start_to ? Date.parse(filter.start_to) : Infinity;
    const bySport: Tally = new Map();
    const byCategory: Tally = new Map();
    const byLeague: Tally = new Map();
    let live = 0;
    for (const match of this.world.matches()) {
      const league = this.world.leagueOf(match);
      if (filter.sport_ids && !filter.sport_ids.includes(match.sportId)) continue;
      if (filter.category_ids && !filter.category_ids.includes(league.categoryId)) continue;
      if (filter.tournament_ids && !filter.tournament_ids.includes(league.id)) continue;
      if (match.startTime < from || match.startTime > to) continue;
      const { status } = this.schedule.standing(match);
      if (status !== MatchStatus.prematch && status !== MatchStatus.live) continue;
      if (filter.status !== undefined && status !== filter.status) continue;
      const isLive = status === MatchStatus.live;
      if (isLive) live += 1;
      count(bySport, match.sportId, isLive);
      count(byCategory, league.categoryId, isLive);
      count(byLeague, league.id, isLive);
    }
    return {
      live,
      sports: entries(bySport),
      categories: entries(byCategory),
      tournaments: entries(byLeague),
    };
  }
}

function count(tally: Tally, id: number, isLive: boolean): void {
  const entry = tally.get(id) ?? { live: 0, games: 0 };
  entry.games += 1;
  if (isLive) entry.live += 1;
  tally.set(id, entry);
}

function entries(tally: Tally): Counters['sports'] {
  return [...tally].map(([id, entry]) => ({
    id,
    live: entry.live,
    gamesCount: entry.games,
    outrightsCount: 0,
  }));
}
