import type { Counters, MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';

/** The body of `POST /counters`. */
export interface CounterFilter {
  sport_ids?: number[];
  category_ids?: number[];
  tournament_ids?: number[];
  status?: MatchStatusValue;
  type?: 'match' | 'outright';
  start_from?: string;
  start_to?: string;
}

/** An event to count: where it sits, when it runs and where it stands. */
export interface Countable {
  sportId: number;
  categoryId: number;
  leagueId: number;
  startTime: number;
  /** The end of an outright's run (a season); a game counts by its start alone. */
  endTime?: number;
  status: MatchStatusValue;
}

/** Whether an event falls within the filter: its ids, an open status (and the asked one), the time window. */
export function countable(event: Countable, filter: CounterFilter): boolean {
  const from = filter.start_from ? Date.parse(filter.start_from) : -Infinity;
  const to = filter.start_to ? Date.parse(filter.start_to) : Infinity;
  if (filter.sport_ids && !filter.sport_ids.includes(event.sportId)) return false;
  if (filter.category_ids && !filter.category_ids.includes(event.categoryId)) return false;
  if (filter.tournament_ids && !filter.tournament_ids.includes(event.leagueId)) return false;
  // NOTE: an outright counts while its run overlaps the window: a season that began in August is still open.
  if ((event.endTime ?? event.startTime) < from || event.startTime > to) return false;
  if (event.status !== MatchStatus.prematch && event.status !== MatchStatus.live) return false;
  return filter.status === undefined || event.status === filter.status;
}

/** Adds games (races, draws) and outrights to counts already made, entry by entry; only games count as live. */
export function addCounts(
  base: Counters,
  games: readonly Countable[],
  outrights: readonly Countable[],
): Counters {
  const levels = {
    sports: new Map(base.sports.map((entry) => [entry.id, { ...entry }])),
    categories: new Map(base.categories.map((entry) => [entry.id, { ...entry }])),
    tournaments: new Map(base.tournaments.map((entry) => [entry.id, { ...entry }])),
  };
  let live = base.live;
  const add = (event: Countable, field: 'gamesCount' | 'outrightsCount') => {
    // NOTE: `live` counts games under way, as `GET /matches?match_status=1` lists them: a season-long outright
    // is open for months and would drown it.
    const isLive = field === 'gamesCount' && event.status === MatchStatus.live;
    if (isLive) live += 1;
    for (const [level, id] of [
      ['sports', event.sportId],
      ['categories', event.categoryId],
      ['tournaments', event.leagueId],
    ] as const) {
      const entry = levels[level].get(id) ?? { id, live: 0, gamesCount: 0, outrightsCount: 0 };
      entry[field] += 1;
      if (isLive) entry.live += 1;
      levels[level].set(id, entry);
    }
  };
  for (const game of games) add(game, 'gamesCount');
  for (const outright of outrights) add(outright, 'outrightsCount');
  return {
    live,
    sports: [...levels.sports.values()],
    categories: [...levels.categories.values()],
    tournaments: [...levels.tournaments.values()],
  };
}
