import type {
  Category,
  Counters,
  League,
  Market,
  Match,
  MatchListItem,
  MatchStatusValue,
  SportKind,
} from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { priceMarkets } from '../../feed/markets';
import type { MatchState } from '../../feed/markets';
import type { World, WorldCategory, WorldLeague, WorldMatch, WorldSport } from '../../feed/world';

/** How long a match of each pricing model lasts, in minutes, stoppages included. */
const durationMinutes: Record<WorldSport['model'], number> = {
  goals: 105,
  points: 130,
  sets: 150,
  maps: 120,
};

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
  max_per_sport?: number;
  sort_by?: 'priority' | 'start_time' | 'bet_count';
}

function minutesAndSeconds(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * The sportsbook catalogue over the generated world: lookups, filters and the contract's views of sports,
 * categories, leagues, matches and markets. It lives in memory: catalogue reads never touch the database.
 */
export class Catalogue {
  readonly #sports = new Map<number, WorldSport>();
  readonly #categories = new Map<number, WorldCategory>();
  readonly #leagues = new Map<number, WorldLeague>();
  readonly #matches = new Map<number, WorldMatch>();
  /** What happened in matches under way: scores and market suspensions, written by the live simulator. */
  readonly #live = new Map<number, { homeScore: number; awayScore: number; suspendedUntil: number }>();
  readonly #prices = new Map<number, { key: string; markets: Market[] }>();

  constructor(
    readonly world: World,
    private readonly now: () => number,
  ) {
    for (const sport of world.sports) this.#sports.set(sport.id, sport);
    for (const category of world.categories) this.#categories.set(category.id, category);
    for (const league of world.leagues) this.#leagues.set(league.id, league);
    for (const match of world.matches) this.#matches.set(match.id, match);
  }

  #sportRef(sportId: number) {
    const sport = this.#sports.get(sportId)!;
    return { id: sport.id, key: sport.key, name: sport.name, type: sport.type };
  }

  /** Categories, by priority, optionally of one sport or with one slug. */
  categories(filter: { sport_key?: string; slug?: string } = {}): Category[] {
    return this.world.categories
      .filter((category) => !filter.sport_key || this.#sports.get(category.sportId)?.key === filter.sport_key)
      .filter((category) => !filter.slug || category.slug === filter.slug)
      .sort((a, b) => b.priority - a.priority || a.id - b.id)
      .map((category) => this.categoryView(category));
  }

  category(id: number): Category | undefined {
    const category = this.#categories.get(id);
    return category && this.categoryView(category);
  }

  categoryView(category: WorldCategory): Category {
    return {
      id: category.id,
      slug: category.slug,
      name: category.name,
      priority: category.priority,
      country_code: category.countryCode,
      sport: this.#sportRef(category.sportId),
    };
  }

  /** Leagues, by priority, optionally of one sport, category or slug. */
  leagues(filter: { sport_key?: string; category_id?: number; slug?: string } = {}): League[] {
    return this.world.leagues
      .filter((league) => !filter.sport_key || this.#sports.get(league.sportId)?.key === filter.sport_key)
      .filter((league) => !filter.category_id || league.categoryId === filter.category_id)
      .filter((league) => !filter.slug || league.slug === filter.slug)
      .sort((a, b) => b.priority - a.priority || a.id - b.id)
      .map((league) => this.leagueView(league));
  }

  league(id: number): League | undefined {
    const league = this.#leagues.get(id);
    return league && this.leagueView(league);
  }

  leagueView(league: WorldLeague): League {
    const category = this.#categories.get(league.categoryId)!;
    const model = this.#sports.get(league.sportId)!.model;
    return {
      id: league.id,
      urn_id: `sr:tournament:${league.id}`,
      slug: league.slug,
      name: league.name,
      priority: league.priority,
      priority_overrides: {},
      category: {
        id: category.id,
        slug: category.slug,
        name: category.name,
        country_code: category.countryCode,
      },
      sport: this.#sportRef(league.sportId),
      main_market_outcomes_count: model === 'goals' ? 3 : 2,
      secondary_market_outcomes_count: 2,
    };
  }

  /** Where a match stands now: its status, and for a match under way the share still to play. */
  state(match: WorldMatch): { status: MatchStatusValue; elapsedMs: number; state: MatchState } {
    const elapsedMs = this.now() - match.startTime;
    const durationMs = durationMinutes[this.#sports.get(match.sportId)!.model] * 60_000;
    const status: MatchStatusValue =
      elapsedMs < 0 ? MatchStatus.prematch : elapsedMs < durationMs ? MatchStatus.live : MatchStatus.finished;
    const remaining = status === MatchStatus.prematch ? 1 : Math.max(0.01, 1 - elapsedMs / durationMs);
    const live = this.#live.get(match.id);
    return {
      status,
      elapsedMs,
      state: { homeScore: live?.homeScore ?? 0, awayScore: live?.awayScore ?? 0, remaining },
    };
  }

  /** The matches under way now, for the live simulator. */
  liveMatches(): WorldMatch[] {
    return this.world.matches.filter((match) => this.state(match).status === MatchStatus.live);
  }

  /** The sport of a match. */
  sportOf(match: WorldMatch): WorldSport {
    return this.#sports.get(match.sportId)!;
  }

  /** Records a goal (or point) and suspends the match's markets until `suspendUntil`. */
  recordScore(matchId: number, side: 'home' | 'away', suspendUntil: number): void {
    const live = this.#live.get(matchId) ?? { homeScore: 0, awayScore: 0, suspendedUntil: 0 };
    if (side === 'home') live.homeScore += 1;
    else live.awayScore += 1;
    live.suspendedUntil = suspendUntil;
    this.#live.set(matchId, live);
  }

  /** Every market of a match, priced now; none for an unknown match. */
  markets(matchId: number): Market[] | undefined {
    const match = this.#matches.get(matchId);
    if (!match) return undefined;
    return this.#pricedMarkets(match, this.state(match).state);
  }

  /** The markets of a match at a state of play; suspended (status -1) while a goal is being confirmed. */
  #pricedMarkets(match: WorldMatch, state: MatchState): Market[] {
    // NOTE: pricing a match takes a Poisson matrix per line; prices are kept until the score changes, or for a
    // second of match time while it is under way (prematch prices only change when the match starts).
    const key = `${state.homeScore}:${state.awayScore}:${state.remaining === 1 ? 'pre' : Math.floor(this.now() / 1000)}`;
    let cached = this.#prices.get(match.id);
    if (cached?.key !== key) {
      cached = {
        key,
        markets: priceMarkets(match, this.#sports.get(match.sportId)!, state, `sr:match:${match.id}`),
      };
      this.#prices.set(match.id, cached);
    }
    const markets = cached.markets;
    const suspendedUntil = this.#live.get(match.id)?.suspendedUntil ?? 0;
    if (suspendedUntil <= this.now()) return markets;
    const nextBetStop = new Date(suspendedUntil).toISOString();
    return markets.map((market) => ({ ...market, status: -1 as const, next_bet_stop: nextBetStop }));
  }

  match(id: number): Match | undefined {
    const match = this.#matches.get(id);
    return match && this.matchView(match);
  }

  matchView(match: WorldMatch): Match {
    const league = this.#leagues.get(match.leagueId)!;
    const sport = this.#sports.get(match.sportId)!;
    const { status, elapsedMs, state } = this.state(match);
    const markets = this.#pricedMarkets(match, state);
    const live = status === MatchStatus.live;
    return {
      id: match.id,
      urn_id: `sr:match:${match.id}`,
      slug: match.slug,
      type: 'match',
      tournament: { id: league.id, slug: league.slug, name: league.name, sport: this.#sportRef(sport.id) },
      status,
      stage: live
        ? sport.model === 'goals'
          ? elapsedMs < 47 * 60_000
            ? '1st_half'
            : '2nd_half'
          : 'in_progress'
        : null,
      start_time: new Date(match.startTime).toISOString(),
      competitors: {
        home: { id: match.home.id, name: match.home.name, logo: null },
        away: { id: match.away.id, name: match.away.name, logo: null },
      },
      stadium: null,
      city: null,
      statistics: {
        clock:
          live && sport.model === 'goals'
            ? {
                match_time: minutesAndSeconds(elapsedMs),
                stoppage_time: null,
                remaining_time: null,
                stopped: false,
                updated_at: new Date(this.now()).toISOString(),
              }
            : null,
        total_score:
          status === MatchStatus.prematch ? null : { home: state.homeScore, away: state.awayScore },
        game_score: null,
        current_server: null,
        period_scores: [],
        max_period_number: sport.model === 'goals' ? 2 : null,
      },
      available_markets_count: markets.length,
      main_market: markets[0] ?? null,
      secondary_market: markets.find((market) => market.specifier === 'total=2.5') ?? null,
      top_markets_count: Math.min(markets.length, 8),
      has_video: match.hasVideo,
      provider: sport.provider,
    };
  }

  /**
   * Event counts (SPEC §7 `POST /counters`): live and upcoming games per sport, category and league, within the
   * asked ids, status and time window. Outrights are not generated yet, so their count is 0.
   */
  counters(filter: {
    sport_ids?: number[];
    category_ids?: number[];
    tournament_ids?: number[];
    status?: MatchStatusValue;
    start_from?: string;
    start_to?: string;
  }): Counters {
    const from = filter.start_from ? Date.parse(filter.start_from) : -Infinity;
    const to = filter.start_to ? Date.parse(filter.start_to) : Infinity;
    const tally = () => new Map<number, { live: number; games: number }>();
    const bySport = tally();
    const byCategory = tally();
    const byLeague = tally();
    let live = 0;
    const add = (map: ReturnType<typeof tally>, id: number, isLive: boolean) => {
      const entry = map.get(id) ?? { live: 0, games: 0 };
      entry.games += 1;
      if (isLive) entry.live += 1;
      map.set(id, entry);
    };
    for (const match of this.world.matches) {
      const league = this.#leagues.get(match.leagueId)!;
      if (filter.sport_ids && !filter.sport_ids.includes(match.sportId)) continue;
      if (filter.category_ids && !filter.category_ids.includes(league.categoryId)) continue;
      if (filter.tournament_ids && !filter.tournament_ids.includes(league.id)) continue;
      if (match.startTime < from || match.startTime > to) continue;
      const { status } = this.state(match);
      if (status !== MatchStatus.prematch && status !== MatchStatus.live) continue;
      if (filter.status !== undefined && status !== filter.status) continue;
      const isLive = status === MatchStatus.live;
      if (isLive) live += 1;
      add(bySport, match.sportId, isLive);
      add(byCategory, league.categoryId, isLive);
      add(byLeague, league.id, isLive);
    }
    const entries = (map: ReturnType<typeof tally>) =>
      [...map].map(([id, entry]) => ({ id, live: entry.live, gamesCount: entry.games, outrightsCount: 0 }));
    return {
      live,
      sports: entries(bySport),
      categories: entries(byCategory),
      tournaments: entries(byLeague),
    };
  }

  /** Matches and leagues whose names contain the query (case- and accent-insensitive). */
  search(query: { q: string; sport_type?: SportKind; match_status?: MatchStatusValue }): {
    matches: MatchListItem[];
    tournaments: League[];
  } {
    const fold = (text: string) =>
      text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const needle = fold(query.q.trim());
    const matches = this.matches({
      ...(query.sport_type ? { sport_type: query.sport_type } : {}),
      match_status:
        query.match_status !== undefined ? [query.match_status] : [MatchStatus.prematch, MatchStatus.live],
    })
      .filter((match) =>
        fold(
          `${match.competitors.home.name} ${match.competitors.away.name} ${match.tournament.name}`,
        ).includes(needle),
      )
      .slice(0, 50);
    const tournaments = this.world.leagues
      .filter((league) => fold(league.name).includes(needle))
      .filter((league) => !query.sport_type || this.#sports.get(league.sportId)?.type === query.sport_type)
      .map((league) => this.leagueView(league));
    return { matches, tournaments };
  }

  /** Matches matching the filters, in the asked order (start time by default). */
  matches(filters: MatchFilters): MatchListItem[] {
    const from = filters.start_from ? Date.parse(filters.start_from) : -Infinity;
    const to = filters.start_to ? Date.parse(filters.start_to) : Infinity;
    const perSport = new Map<number, number>();
    const selected: MatchListItem[] = [];
    const ordered =
      filters.sort_by === 'priority'
        ? [...this.world.matches].sort(
            (a, b) =>
              this.#leagues.get(b.leagueId)!.priority - this.#leagues.get(a.leagueId)!.priority ||
              a.startTime - b.startTime,
          )
        : this.world.matches;
    for (const match of ordered) {
      const sport = this.#sports.get(match.sportId)!;
      const league = this.#leagues.get(match.leagueId)!;
      if (filters.id && !filters.id.includes(match.id)) continue;
      if (filters.sport_key && sport.key !== filters.sport_key) continue;
      if (filters.sport_type && sport.type !== filters.sport_type) continue;
      if (filters.category_id && league.categoryId !== filters.category_id) continue;
      if (filters.tournament_id && match.leagueId !== filters.tournament_id) continue;
      if (filters.has_video !== undefined && match.hasVideo !== filters.has_video) continue;
      if (match.startTime < from || match.startTime > to) continue;
      const { status } = this.state(match);
      if (filters.match_status && !filters.match_status.includes(status)) continue;
      if (filters.bettable && status !== MatchStatus.prematch && status !== MatchStatus.live) continue;
      if (filters.max_per_sport) {
        const count = perSport.get(sport.id) ?? 0;
        if (count >= filters.max_per_sport) continue;
        perSport.set(sport.id, count + 1);
      }
      const view = this.matchView(match);
      selected.push({ ...view, matchId: view.id, availableMarketsCount: view.available_markets_count });
    }
    return selected;
  }
}
