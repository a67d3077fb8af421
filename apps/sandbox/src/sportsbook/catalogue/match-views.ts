import type { Category, League, Market, Match, MatchListItem } from '@sportsbook/contract';
import { headlineMarkets, headlineOutcomeCounts } from '../../feed/markets';
import { liveStatistics, prematchStatistics } from '../../feed/live/statistics';
import { sportFormats } from '../../feed/match-state';
import type { WorldCategory, WorldLeague, WorldMatch } from '../../feed/world';
import type { LiveBook } from './live-book';
import type { MatchPrices } from './match-prices';
import type { MatchSchedule } from './match-schedule';
import type { MatchWorld } from './match-world';
import { categoryViewOf, leagueViewOf, sportRefOf } from './catalogue-views';
import { byPriority } from './search-text';

/** Filters of the category list (`GET /categories`). */
export interface CategoryFilter {
  sport_key?: string;
  slug?: string;
}

/** Filters of the league list (`GET /tournaments`). */
export interface LeagueFilter {
  sport_key?: string;
  category_id?: number;
  slug?: string;
}

/** The contract's views (SPEC §3) of the world's categories, leagues, matches and their markets. */
export class MatchViews {
  constructor(
    private readonly world: MatchWorld,
    private readonly schedule: MatchSchedule,
    private readonly prices: MatchPrices,
    private readonly book: LiveBook,
  ) {}

  /** Categories, by priority, optionally of one sport or with one slug. */
  categories(filter: CategoryFilter = {}): Category[] {
    return this.world
      .categories()
      .filter((category) => !filter.sport_key || this.world.sport(category.sportId)?.key === filter.sport_key)
      .filter((category) => !filter.slug || category.slug === filter.slug)
      .sort(byPriority)
      .map((category) => this.categoryView(category));
  }

  category(id: number): Category | undefined {
    const category = this.world.category(id);
    return category && this.categoryView(category);
  }

  categoryView(category: WorldCategory): Category {
    return categoryViewOf(category, this.world.sport(category.sportId)!);
  }

  /** Leagues, by priority, optionally of one sport, category or slug. */
  leagues(filter: LeagueFilter = {}): League[] {
    return this.world
      .leagues()
      .filter((league) => !filter.sport_key || this.world.sport(league.sportId)?.key === filter.sport_key)
      .filter((league) => !filter.category_id || league.categoryId === filter.category_id)
      .filter((league) => !filter.slug || league.slug === filter.slug)
      .sort(byPriority)
      .map((league) => this.leagueView(league));
  }

  league(id: number): League | undefined {
    const league = this.world.league(id);
    return league && this.leagueView(league);
  }

  leagueView(league: WorldLeague): League {
    const sport = this.world.sport(league.sportId)!;
    return leagueViewOf(
      league,
      this.world.category(league.categoryId)!,
      sport,
      headlineOutcomeCounts(sport.key),
    );
  }

  /** Every market of a match, priced now; none for an unknown match. */
  markets(matchId: number): Market[] | undefined {
    const match = this.world.match(matchId);
    return match && this.prices.offered(match, this.schedule.standing(match).state);
  }

  match(id: number): Match | undefined {
    const match = this.world.match(id);
    return match && this.matchView(match);
  }

  matchView(match: WorldMatch): Match {
    const league = this.world.leagueOf(match);
    const sport = this.world.sportOf(match);
    const { status, state } = this.schedule.standing(match);
    const markets = this.prices.offered(match, state);
    const record = this.book.record(match.id);
    const headline = headlineMarkets(sport.key, markets);
    return {
      id: match.id,
      urn_id: `sr:match:${match.id}`,
      slug: match.slug,
      type: 'match',
      tournament: { id: league.id, slug: league.slug, name: league.name, sport: sportRefOf(sport) },
      status,
      stage: record ? record.stage : null,
      start_time: new Date(match.startTime).toISOString(),
      competitors: {
        home: { id: match.home.id, name: match.home.name, logo: null },
        away: { id: match.away.id, name: match.away.name, logo: null },
      },
      stadium: null,
      city: null,
      statistics: record ? liveStatistics(record) : prematchStatistics(sportFormats[sport.key]),
      available_markets_count: markets.length,
      main_market: headline.main,
      secondary_market: headline.secondary,
      top_markets_count: Math.min(markets.length, 8),
      has_video: match.hasVideo,
      provider: sport.provider,
    };
  }

  /** A match as a list shows it (SPEC §7: its view plus `matchId` and `availableMarketsCount`). */
  listItem(match: WorldMatch): MatchListItem {
    const view = this.matchView(match);
    return { ...view, matchId: view.id, availableMarketsCount: view.available_markets_count };
  }
}
