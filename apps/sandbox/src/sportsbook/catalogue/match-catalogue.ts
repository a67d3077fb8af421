import type {
  Category,
  Counters,
  League,
  Market,
  Match,
  MatchListItem,
  ProviderStatus,
} from '@sportsbook/contract';
import type { World, WorldMatch, WorldSport } from '../../feed/world';
import type { LiveBook } from './live-book';
import type { LiveChanges } from './live-book';
import type { MatchCounterFilter } from './match-counters';
import { composeMatchParts } from './match-parts';
import type { MatchParts } from './match-parts';
import type { SearchQuery, SearchResult } from './match-search';
import type { MatchFilters, PageWindow } from './match-selection';
import type { CategoryFilter, LeagueFilter } from './match-views';
import type { OutcomeResult, OutcomeResultValue } from './settlement';

/**
 * The team-sport catalogue over the generated world: one face over its parts (match-parts.ts), so callers ask
 * it and never reach into them. It lives in memory: catalogue reads never touch the database. Races, draws and
 * outrights are services of their own, composed beside it (sportsbook-catalogue.ts).
 */
export class MatchCatalogue {
  /** Matches under way and over, what the control API overrode, settled results (see LiveBook). */
  readonly live: LiveBook;
  readonly #parts: MatchParts;

  constructor(
    readonly world: World,
    private readonly now: () => number,
  ) {
    this.#parts = composeMatchParts(world, now);
    this.live = this.#parts.live;
  }

  /** Plays the world forward to now and reports whose views changed (see MatchSchedule.advance). */
  advance(at: number = this.now()): LiveChanges {
    return this.#parts.schedule.advance(at);
  }

  /** Adds a fixture to the world (scheduling and the control API). */
  addMatch(match: WorldMatch): void {
    this.#parts.schedule.add(match);
  }

  /** Moves a match's start (the control API's start): it keeps the schedule ordered. */
  reschedule(match: WorldMatch, startTime: number): void {
    this.#parts.schedule.reschedule(match, startTime);
  }

  /** The world's clock (ms since epoch): sped up by SANDBOX_SPEED, fixed in tests. */
  clock(): number {
    return this.now();
  }

  /** The sports of the world, in their order. */
  sports(): readonly WorldSport[] {
    return this.#parts.world.sports();
  }

  /** The world's match behind an id, for the live feed and the control API. */
  worldMatch(id: number): WorldMatch | undefined {
    return this.#parts.world.match(id);
  }

  /** The sport of a match. */
  sportOf(match: WorldMatch): WorldSport {
    return this.#parts.world.sportOf(match);
  }

  /** Every provider's status (SPEC §3), as the settings report them; changed through the control API. */
  providerStatuses(): Record<string, ProviderStatus> {
    return this.live.providerStatuses();
  }

  /** How each outcome of a match settled; undefined before it is over (see MatchResults). */
  outcomeResults(matchId: number): OutcomeResult[] | undefined {
    return this.#parts.results.outcomeResults(matchId);
  }

  /** How one outcome of any line settled (offered now or not); undefined until the match is over. */
  outcomeResult(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: number,
  ): OutcomeResultValue | undefined {
    return this.#parts.results.outcomeResult(matchId, marketId, specifier, outcomeId);
  }

  /** The matches under way now (live or stopped), for the live simulator. */
  liveMatches(): WorldMatch[] {
    return this.#parts.schedule.liveMatches();
  }

  categories(filter: CategoryFilter = {}): Category[] {
    return this.#parts.views.categories(filter);
  }

  category(id: number): Category | undefined {
    return this.#parts.views.category(id);
  }

  leagues(filter: LeagueFilter = {}): League[] {
    return this.#parts.views.leagues(filter);
  }

  league(id: number): League | undefined {
    return this.#parts.views.league(id);
  }

  /** Every market of a match, priced now; none for an unknown match. */
  markets(matchId: number): Market[] | undefined {
    return this.#parts.views.markets(matchId);
  }

  match(id: number): Match | undefined {
    return this.#parts.views.match(id);
  }

  /** A match as a list shows it. */
  listItem(match: WorldMatch): MatchListItem {
    return this.#parts.views.listItem(match);
  }

  /** Event counts of team-sport matches (see MatchCounters). */
  counters(filter: MatchCounterFilter): Counters {
    return this.#parts.counters.counters(filter);
  }

  /** Matches and leagues whose names contain the query (see MatchSearch). */
  search(query: SearchQuery): SearchResult {
    return this.#parts.search.search(query);
  }

  /** Matches matching the filters, in the asked order (start time by default). */
  matches(filters: MatchFilters): MatchListItem[] {
    return this.#parts.selection.matches(filters);
  }

  /** One page of the matches the filters select and how many there are in all. */
  matchPage(filters: MatchFilters, window: PageWindow): { items: MatchListItem[]; total: number } {
    return this.#parts.selection.matchPage(filters, window);
  }

  /** The matches of one page of a list, views not built yet (`listItem` builds one), and the list's total. */
  selectMatchPage(filters: MatchFilters, window: PageWindow): { matches: WorldMatch[]; total: number } {
    return this.#parts.selection.selectPage(filters, window);
  }
}
