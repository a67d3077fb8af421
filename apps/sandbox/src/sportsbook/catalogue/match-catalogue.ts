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
import type { ProviderStatus } from '@sportsbook/contract';
import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import { headlineMarkets, headlineOutcomeCounts, priceMarkets } from '../../feed/markets';
import { prematchState } from '../../feed/live/live-match';
import { liveStatistics, prematchStatistics } from '../../feed/live/statistics';
import type { MatchState } from '../../feed/match-state';
import { sportFormats } from '../../feed/match-state';
import type { World, WorldCategory, WorldLeague, WorldMatch, WorldSport } from '../../feed/world';
import { insertByStart, LiveBook } from './live-book';
import { overlayMarkets, priceKey } from './market-overlay';
import type { LiveChanges } from './live-book';
import { matchResults, outcomeResultOf } from './outcome-results';
import type { OutcomeResult, OutcomeResultValue } from './settlement';
import { foldText } from './search-text';

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

/**
 * The team-sport catalogue over the generated world: lookups, filters and the contract's views of sports,
 * categories, leagues, matches and markets. It lives in memory: catalogue reads never touch the database.
 * Races, draws and outrights are services of their own, composed beside it (sportsbook-catalogue.ts).
 */
export class MatchCatalogue {
  readonly #sports = new Map<number, WorldSport>();
  readonly #categories = new Map<number, WorldCategory>();
  readonly #leagues = new Map<number, WorldLeague>();
  readonly #matches = new Map<number, WorldMatch>();
  /** Matches under way and over, what the control API overrode, settled results (see LiveBook). */
  readonly live: LiveBook;
  readonly #prices = new Map<number, { key: string; markets: Market[] }>();

  constructor(
    readonly world: World,
    private readonly now: () => number,
  ) {
    for (const sport of world.sports) this.#sports.set(sport.id, sport);
    for (const category of world.categories) this.#categories.set(category.id, category);
    for (const league of world.leagues) this.#leagues.set(league.id, league);
    for (const match of world.matches) this.#matches.set(match.id, match);
    this.live = new LiveBook(world, (match) => this.#sports.get(match.sportId)!);
  }

  /**
   * Plays the world forward to now (the live simulator's tick; also once at load, so a restarted sandbox picks
   * its matches up where their seeded stories stand) and reports whose views changed.
   */
  advance(at: number = this.now()): LiveChanges {
    return this.live.advance(
      at,
      (match) => this.addMatch(match),
      (id) => this.#removeMatch(id),
    );
  }

  /** Adds a fixture to the world (scheduling and the control API). */
  addMatch(match: WorldMatch): void {
    this.#matches.set(match.id, match);
    insertByStart(this.world.matches, match);
  }

  /** Moves a match's start (the control API's start): it keeps the schedule ordered. */
  reschedule(match: WorldMatch, startTime: number): void {
    this.#removeMatch(match.id);
    match.startTime = startTime;
    this.addMatch(match);
  }

  #removeMatch(id: number): void {
    const match = this.#matches.get(id);
    if (!match) return;
    this.#matches.delete(id);
    this.#prices.delete(id);
    this.live.lastOffered.delete(id);
    const index = this.world.matches.indexOf(match);
    if (index >= 0) this.world.matches.splice(index, 1);
  }

  /** The world's clock (ms since epoch): sped up by SANDBOX_SPEED, fixed in tests. */
  clock(): number {
    return this.now();
  }

  /** The sports of the world, in their order. */
  sports(): readonly WorldSport[] {
    return this.world.sports;
  }

  /** The world's match behind an id, for the live feed and the control API. */
  worldMatch(id: number): WorldMatch | undefined {
    return this.#matches.get(id);
  }

  /** Every provider's status (SPEC §3), as the settings report them; changed through the control API. */
  providerStatuses(): Record<string, ProviderStatus> {
    return Object.fromEntries(this.live.providerStatuses);
  }

  /**
   * How each outcome of a match settled, for the bet engine: set by the control API's settle, or worked out
   * from the final score once the match is finished (all void when it was abandoned); undefined before that.
   */
  outcomeResults(matchId: number): OutcomeResult[] | undefined {
    const match = this.#matches.get(matchId);
    return match && matchResults(this.live, match, this.sportOf(match));
  }

  /** How one outcome of any line settled (offered now or not); undefined until the match is over. */
  outcomeResult(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: number,
  ): OutcomeResultValue | undefined {
    const match = this.#matches.get(matchId);
    return (
      match && outcomeResultOf(this.live, match, this.sportOf(match), { marketId, specifier, outcomeId })
    );
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
    const counts = headlineOutcomeCounts(this.#sports.get(league.sportId)!.key);
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
      main_market_outcomes_count: counts.main,
      secondary_market_outcomes_count: counts.secondary,
    };
  }

  /** Where a match stands now: its status, and for a match under way the share still to play. */
  state(match: WorldMatch): { status: MatchStatusValue; elapsedMs: number; state: MatchState } {
    const state = this.live.records.get(match.id)?.state ?? prematchState();
    return { status: state.status, elapsedMs: this.now() - match.startTime, state };
  }

  /** The matches under way now (live or stopped), for the live simulator. */
  liveMatches(): WorldMatch[] {
    return this.world.matches.filter((match) => {
      const status = this.live.status(match.id);
      return status === MatchStatus.live || status === MatchStatus.stopped;
    });
  }

  /** The sport of a match. */
  sportOf(match: WorldMatch): WorldSport {
    return this.#sports.get(match.sportId)!;
  }

  /** Every market of a match, priced now; none for an unknown match. */
  markets(matchId: number): Market[] | undefined {
    const match = this.#matches.get(matchId);
    if (!match) return undefined;
    return this.#pricedMarkets(match, this.state(match).state);
  }

  /** The markets of a match at a state of play; suspended (status -1) while a goal is being confirmed. */
  #pricedMarkets(match: WorldMatch, state: MatchState): Market[] {
    return this.#overlay(match, state, this.#priceOnly(match, state));
  }

  /** The markets as the model prices them, before suspensions and overrides. */
  #priceOnly(match: WorldMatch, state: MatchState): Market[] {
    // NOTE: pricing a match takes a model run per line, so prices are kept while their key holds.
    const key = priceKey(state, this.now());
    let cached = this.#prices.get(match.id);
    if (cached?.key !== key) {
      cached = {
        key,
        markets: priceMarkets(match, this.#sports.get(match.sportId)!, state, `sr:match:${match.id}`),
      };
      this.#prices.set(match.id, cached);
      if (state.status !== MatchStatus.prematch && cached.markets.length > 0) {
        this.live.lastOffered.set(match.id, cached.markets);
      }
    }
    return cached.markets;
  }

  /** The markets as offered: the prices with the live side laid over them (see overlayMarkets). */
  #overlay(match: WorldMatch, state: MatchState, markets: Market[]): Market[] {
    const fixedOdds = this.live.oddsOverrides.get(match.id);
    const suspendedLines = this.live.suspendedLines.get(match.id);
    return overlayMarkets(markets, {
      state,
      now: this.now(),
      provider:
        this.live.providerStatuses.get(this.#sports.get(match.sportId)!.provider) ??
        providerStatusValues.allowed,
      ...(fixedOdds ? { fixedOdds } : {}),
      ...(suspendedLines ? { suspendedLines } : {}),
    });
  }

  match(id: number): Match | undefined {
    const match = this.#matches.get(id);
    return match && this.matchView(match);
  }

  matchView(match: WorldMatch): Match {
    const league = this.#leagues.get(match.leagueId)!;
    const sport = this.#sports.get(match.sportId)!;
    const { status, state } = this.state(match);
    const markets = this.#pricedMarkets(match, state);
    const record = this.live.records.get(match.id);
    const headline = headlineMarkets(sport.key, markets);
    return {
      id: match.id,
      urn_id: `sr:match:${match.id}`,
      slug: match.slug,
      type: 'match',
      tournament: { id: league.id, slug: league.slug, name: league.name, sport: this.#sportRef(sport.id) },
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

  /**
   * Event counts (SPEC §7 `POST /counters`): live and upcoming games per sport, category and league, within the
   * asked ids, status and time window, of team-sport matches only: races, draws and outrights are added by
   * `SportsbookCatalogue.counters` (sportsbook-catalogue.ts).
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
    const needle = foldText(query.q.trim());
    const matches = this.matches({
      ...(query.sport_type ? { sport_type: query.sport_type } : {}),
      match_status:
        query.match_status !== undefined ? [query.match_status] : [MatchStatus.prematch, MatchStatus.live],
    })
      .filter((match) =>
        foldText(
          `${match.competitors.home.name} ${match.competitors.away.name} ${match.tournament.name}`,
        ).includes(needle),
      )
      .slice(0, 50);
    const tournaments = this.world.leagues
      .filter((league) => foldText(league.name).includes(needle))
      .filter((league) => !query.sport_type || this.#sports.get(league.sportId)?.type === query.sport_type)
      .map((league) => this.leagueView(league));
    return { matches, tournaments };
  }

  /** Matches matching the filters, in the asked order (start time by default). */
  matches(filters: MatchFilters): MatchListItem[] {
    return this.#selectMatches(filters).map((match) => this.listItem(match));
  }

  /**
   * One page of the matches the filters select and how many there are in all: views are built for the page
   * only, since a view prices every market of its match.
   */
  matchPage(filters: MatchFilters, window: PageWindow): { items: MatchListItem[]; total: number } {
    const { matches, total } = this.selectMatchPage(filters, window);
    return { items: matches.map((match) => this.listItem(match)), total };
  }

  /** The matches of one page of a list, views not built yet (`listItem` builds one), and the list's total. */
  selectMatchPage(filters: MatchFilters, window: PageWindow): { matches: WorldMatch[]; total: number } {
    const selected = this.#selectMatches(filters);
    const start = (window.page - 1) * window.limit;
    return { matches: selected.slice(start, start + window.limit), total: selected.length };
  }

  /** A match as a list shows it (SPEC §7: its view plus `matchId` and `availableMarketsCount`). */
  listItem(match: WorldMatch): MatchListItem {
    const view = this.matchView(match);
    return { ...view, matchId: view.id, availableMarketsCount: view.available_markets_count };
  }

  #selectMatches(filters: MatchFilters): WorldMatch[] {
    const from = filters.start_from ? Date.parse(filters.start_from) : -Infinity;
    const to = filters.start_to ? Date.parse(filters.start_to) : Infinity;
    const perSport = new Map<number, number>();
    const selected: WorldMatch[] = [];
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
      if (filters.slug && match.slug !== filters.slug) continue;
      if (match.startTime < from || match.startTime > to) continue;
      const { status } = this.state(match);
      if (filters.match_status && !filters.match_status.includes(status)) continue;
      // NOTE: ended matches leave the default lists after a while; a status filter still finds them for a day.
      if (!filters.match_status && this.live.isDelisted(match.id, this.now())) continue;
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
