import type { Category, League, Market, Match, MatchListItem, MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { EventOverrides } from '../../event-kinds/event-overrides';
import type { WorldDraw } from '../../feed/lotteries/draw-schedule';
import type { WorldRace } from '../../feed/racing/race-card';
import type { MatchFilters, PageWindow } from './match-selection';
import { RacesAndDraws } from './races-and-draws';
import type { SpecialEvent, SportRow } from './races-and-draws';
import type { Countable } from './races-draws-outrights-counters';
import { foldText } from './search-text';

/** Filters of `GET /matches` for races (`type: 'race'`) or draws (`type: 'draw'`). */
export type RaceOrDrawFilters = MatchFilters & { type: 'race' | 'draw' };

/** What the catalogue's search asks of races and draws: the folded query and the statuses to look in. */
export interface RaceSearch {
  needle: string;
  statuses: MatchStatusValue[];
  /** At most this many races. */
  limit: number;
}

/**
 * Horse racing (races) and lotteries (draws) as a catalogue service of their own, composed beside the match
 * catalogue: their categories and leagues (countries and tracks, lottery groups and lotteries), their lists,
 * views and markets on the world's clock. Races and draws are Matches of type `race` and `draw`.
 */
export class RaceAndDrawCatalogue {
  constructor(
    private readonly book: RacesAndDraws,
    private readonly now: () => number,
  ) {}

  /** Racing and lottery categories, optionally of one sport or with one slug (unsorted: the caller merges). */
  categories(filter: { sport_key?: string; slug?: string } = {}): Category[] {
    return this.book.categories
      .filter((category) => !filter.sport_key || this.book.sport(category.sportId)?.key === filter.sport_key)
      .filter((category) => !filter.slug || category.slug === filter.slug)
      .map((category) => this.book.categoryView(category));
  }

  category(id: number): Category | undefined {
    const category = this.book.categories.find((candidate) => candidate.id === id);
    return category && this.book.categoryView(category);
  }

  /** Tracks and lotteries, optionally of one sport, category or slug (unsorted: the caller merges). */
  leagues(filter: { sport_key?: string; category_id?: number; slug?: string } = {}): League[] {
    return this.book.leagues
      .filter((league) => !filter.sport_key || this.book.sport(league.sportId)?.key === filter.sport_key)
      .filter((league) => !filter.category_id || league.categoryId === filter.category_id)
      .filter((league) => !filter.slug || league.slug === filter.slug)
      .map((league) => this.book.leagueView(league));
  }

  league(id: number): League | undefined {
    const league = this.book.leagues.find((candidate) => candidate.id === id);
    return league && this.book.leagueView(league);
  }

  /** What the control API ran, drew or withdrew (issue 17), laid over the seeded schedule. */
  get overrides(): EventOverrides {
    return this.book.overrides;
  }

  /** A listed race or draw by id as the control API left it, for betting and settling on it. */
  find(id: number): { race?: WorldRace; draw?: WorldDraw } | undefined {
    return this.book.find(id, this.now());
  }

  /** The view of a listed race or draw; undefined for any other id. */
  match(id: number): Match | undefined {
    return this.book.view(id, this.now());
  }

  /** The markets of a listed race or draw; undefined for any other id. */
  markets(id: number): Market[] | undefined {
    return this.book.markets(id, this.now());
  }

  /** Races or draws by the filters of `GET /matches`, by start time. */
  matches(filters: RaceOrDrawFilters): MatchListItem[] {
    const now = this.now();
    return this.#select(filters, now).map((event) => {
      const view = this.book.view(event.id, now)!;
      return { ...view, matchId: view.id, availableMarketsCount: view.available_markets_count };
    });
  }

  /** One page of races or draws and their total (race cards and draws are few: all views are built). */
  matchPage(filters: RaceOrDrawFilters, window: PageWindow): { items: MatchListItem[]; total: number } {
    const all = this.matches(filters);
    const start = (window.page - 1) * window.limit;
    return { items: all.slice(start, start + window.limit), total: all.length };
  }

  /** Races whose track or race name holds the folded query, and the tracks and lotteries whose name does. */
  search(query: RaceSearch): { matches: MatchListItem[]; tournaments: League[] } {
    const races = this.matches({ type: 'race', match_status: query.statuses })
      .filter((race) =>
        foldText(`${race.competitors.home.name} ${race.competitors.away.name}`).includes(query.needle),
      )
      .slice(0, Math.max(0, query.limit));
    const tournaments = this.book.leagues
      .filter((league) => foldText(league.name).includes(query.needle))
      .map((league) => this.book.leagueView(league));
    return { matches: races, tournaments };
  }

  /** Every race and draw listed now, as the counters count them. */
  countables(): Countable[] {
    return this.events(this.now());
  }

  /** Every race and draw listed at `now`, by start time, with its status (the race and draw feed's source). */
  events(now: number): SpecialEvent[] {
    return this.book.events(now);
  }

  /** The draws around `now`, by draw time (the feed announces their balls). */
  draws(now: number): WorldDraw[] {
    return this.book.draws(now);
  }

  #select(filters: RaceOrDrawFilters, now: number): SpecialEvent[] {
    const from = filters.start_from ? Date.parse(filters.start_from) : -Infinity;
    const to = filters.start_to ? Date.parse(filters.start_to) : Infinity;
    const perSport = new Map<number, number>();
    return this.book.events(now).filter((event) => {
      const sport = this.book.sport(event.sportId)!;
      if (event.kind !== filters.type) return false;
      if (filters.id && !filters.id.includes(event.id)) return false;
      if (filters.sport_key && sport.key !== filters.sport_key) return false;
      if (filters.sport_type && sport.type !== filters.sport_type) return false;
      if (filters.category_id && event.categoryId !== filters.category_id) return false;
      if (filters.tournament_id && event.leagueId !== filters.tournament_id) return false;
      if (filters.has_video) return false;
      if (filters.slug && event.slug !== filters.slug) return false;
      if (event.startTime < from || event.startTime > to) return false;
      if (filters.match_status && !filters.match_status.includes(event.status)) return false;
      if (filters.bettable && event.status !== MatchStatus.prematch) return false;
      if (filters.max_per_sport) {
        const count = perSport.get(event.sportId) ?? 0;
        if (count >= filters.max_per_sport) return false;
        perSport.set(event.sportId, count + 1);
      }
      return true;
    });
  }
}

/** Races and draws of the sports among `sports` (horse racing, lotteries), generated from the seed. */
export function createRaceAndDrawCatalogue(
  seed: number,
  sports: readonly SportRow[],
  now: () => number,
  overrides = new EventOverrides(),
): RaceAndDrawCatalogue {
  return new RaceAndDrawCatalogue(new RacesAndDraws(seed, sports, overrides), now);
}
