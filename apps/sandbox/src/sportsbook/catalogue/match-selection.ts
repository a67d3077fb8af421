import type { MatchListItem, MatchStatusValue, SportKind } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import type { WorldMatch } from '../../feed/world';
import type { LiveBook } from './live-book';
import type { MatchSchedule } from './match-schedule';
import type { MatchViews } from './match-views';
import type { MatchWorld } from './match-world';

/** Which page of a list to build: 1-based page and its size. */
export interface PageWindow {
  page: number;
  limit: number;
}

/** Filters of `GET /matches` the catalogue applies (SPEC §7). */
export interface MatchFilters {
  id?: number[];
  sport_key?: string;
  sport_type?: SportKind;
  category_id?: number;
  tournament_id?: number;
  match_status?: MatchStatusValue[];
  start_from?: string;
  start_to?: string;
  bettable?: boolean;
  has_video?: boolean;
  slug?: string;
  max_per_sport?: number;
  sort_by?: 'priority' | 'start_time' | 'bet_count';
}

/** The match lists of `GET /matches`: the filters applied to the schedule, in the asked order, paged. */
export class MatchSelection {
  constructor(
    private readonly world: MatchWorld,
    private readonly schedule: MatchSchedule,
    private readonly views: MatchViews,
    private readonly book: LiveBook,
    private readonly now: () => number,
  ) {}

  /** Matches matching the filters, in the asked order (start time by default). */
  matches(filters: MatchFilters): MatchListItem[] {
    return this.select(filters).map((match) => this.views.listItem(match));
  }

  /**
   * One page of the matches the filters select and how many there are in all: views are built for the page
   * only, since a view prices every market of its match.
   */
  matchPage(filters: MatchFilters, window: PageWindow): { items: MatchListItem[]; total: number } {
    const { matches, total } = this.selectPage(filters, window);
    return { items: matches.map((match) => this.views.listItem(match)), total };
  }

  /** The matches of one page of a list, views not built yet (`MatchViews.listItem` builds one), and the total. */
  selectPage(filters: MatchFilters, window: PageWindow): { matches: WorldMatch[]; total: number } {
    const selected = this.select(filters);
    const start = (window.page - 1) * window.limit;
    return { matches: selected.slice(start, start + window.limit), total: selected.length };
  }

  /** The world's matches the filters select, in the asked order. */
  select(filters: MatchFilters): WorldMatch[] {
    const from = filters.start_from ? Date.parse(filters.start_from) : -Infinity;
    const to = filters.start_to ? Date.parse(filters.start_to) : Infinity;
    const now = this.now();
    const perSport = new Map<number, number>();
    const selected: WorldMatch[] = [];
    const ordered =
      filters.sort_by === 'priority'
        ? [...this.world.matches()].sort(
            (a, b) =>
              this.world.leagueOf(b).priority - this.world.leagueOf(a).priority || a.startTime - b.startTime,
          )
        : this.world.matches();
    for (const match of ordered) {
      const sport = this.world.sportOf(match);
      const league = this.world.leagueOf(match);
      if (filters.id && !filters.id.includes(match.id)) continue;
      if (filters.sport_key && sport.key !== filters.sport_key) continue;
      if (filters.sport_type && sport.type !== filters.sport_type) continue;
      if (filters.category_id && league.categoryId !== filters.category_id) continue;
      if (filters.tournament_id && match.leagueId !== filters.tournament_id) continue;
      if (filters.has_video !== undefined && match.hasVideo !== filters.has_video) continue;
      if (filters.slug && match.slug !== filters.slug) continue;
      if (match.startTime < from || match.startTime > to) continue;
      const { status } = this.schedule.standing(match);
      if (filters.match_status && !filters.match_status.includes(status)) continue;
      // NOTE: ended matches leave the default lists after a while; a status filter still finds them for a day.
      if (!filters.match_status && this.book.isDelisted(match.id, now)) continue;
      if (filters.bettable && status !== MatchStatus.prematch && status !== MatchStatus.live) continue;
      if (filters.max_per_sport) {
        const count = perSport.get(sport.id) ?? 0;
        if (count >= filters.max_per_sport) continue;
        perSport.set(sport.id, count + 1);
      }
      selected.push(match);
    }
    return selected;
  }
}
