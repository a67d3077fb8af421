import type { MatchStatusValue, Outright } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { outrightStatus } from '../../feed/outrights/outrights';
import type { WorldOutright } from '../../feed/outrights/outrights';
import type { World } from '../../feed/world';
import { sportRefOf } from './catalogue-views';

/** Filters of `GET /outrights`. */
export interface OutrightFilters {
  sport_key?: string;
  category_id?: number;
  tournament_id?: number;
  status?: MatchStatusValue[];
}

/** An outright as the contract shows it: open markets while it is open, none once it is over. */
export function outrightView(outright: WorldOutright, world: World, now: number): Outright {
  const status = outrightStatus(outright, now);
  const league = world.leagues.find((candidate) => candidate.id === outright.leagueId)!;
  const sport = world.sports.find((candidate) => candidate.id === outright.sportId)!;
  return {
    id: outright.id,
    name: outright.name,
    parent: { id: league.id, name: league.name },
    sport: sportRefOf(sport),
    category_id: outright.categoryId,
    competitors: outright.competitors.map((team) => ({ id: team.id, name: team.name, logo: null })),
    start_time: new Date(outright.startTime).toISOString(),
    end_date: new Date(outright.endDate).toISOString(),
    status,
    markets: status === MatchStatus.finished ? [] : outright.markets,
  };
}

/** Outrights matching the filters, the soonest to end first. */
export function selectOutrights(
  outrights: readonly WorldOutright[],
  world: World,
  filters: OutrightFilters,
  now: number,
): Outright[] {
  const sportKey = new Map(world.sports.map((sport) => [sport.id, sport.key]));
  return outrights
    .filter((outright) => !filters.sport_key || sportKey.get(outright.sportId) === filters.sport_key)
    .filter((outright) => !filters.category_id || outright.categoryId === filters.category_id)
    .filter((outright) => !filters.tournament_id || outright.leagueId === filters.tournament_id)
    .filter((outright) => !filters.status || filters.status.includes(outrightStatus(outright, now)))
    .sort((a, b) => a.endDate - b.endDate || a.id - b.id)
    .map((outright) => outrightView(outright, world, now));
}
