import type {
  Category,
  Counters,
  League,
  Market,
  Match,
  MatchListItem,
  MatchStatusValue,
  ProviderStatus,
  SportKind,
} from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { EventOverrides } from '../../event-kinds/event-overrides';
import { settledDraw, settledOutright, settledRace } from '../../event-kinds/event-results';
import type { SettledEvent } from '../../event-kinds/event-results';
import type { World, WorldSport } from '../../feed/world';
import { MatchCatalogue } from './match-catalogue';
import type { MatchFilters, PageWindow } from './match-selection';
import type { OutrightCatalogue } from './outright-catalogue';
import { createOutrightCatalogue } from './outright-catalogue';
import type { RaceAndDrawCatalogue } from './race-and-draw-catalogue';
import { createRaceAndDrawCatalogue } from './race-and-draw-catalogue';
import type { SportRow } from './races-and-draws';
import { addCounts, countable } from './races-draws-outrights-counters';
import type { CounterFilter } from './races-draws-outrights-counters';
import type { OutcomeResult, OutcomeResultValue } from './settlement';
import { byPriority, foldText } from './search-text';

/** Filters of `GET /matches`: `type` picks matches (the default), races or draws. */
export type EventFilters = MatchFilters & { type?: 'match' | 'race' | 'draw' };

/** The services the sportsbook catalogue is composed of. */
export interface CatalogueParts {
  /** Team-sport matches: the generated world, its live play, prices and results. */
  matchCatalogue: MatchCatalogue;
  /** Horse racing and lotteries. */
  racesAndDraws: RaceAndDrawCatalogue;
  outrights: OutrightCatalogue;
}

/**
 * The sportsbook catalogue as the API serves it: matches, races, draws and outrights, each a service of its own,
 * composed here so that a route sees one list of categories, leagues and events, one search and one set of
 * counters. Routes that serve one kind only reach for its service (`outrights`, `matchCatalogue`).
 */
export class SportsbookCatalogue implements CatalogueParts {
  readonly matchCatalogue: MatchCatalogue;
  readonly racesAndDraws: RaceAndDrawCatalogue;
  readonly outrights: OutrightCatalogue;

  constructor(parts: CatalogueParts) {
    this.matchCatalogue = parts.matchCatalogue;
    this.racesAndDraws = parts.racesAndDraws;
    this.outrights = parts.outrights;
  }

  /** The world's clock (ms since epoch): sped up by SANDBOX_SPEED, fixed in tests. */
  clock(): number {
    return this.matchCatalogue.clock();
  }

  /** The sports of the world, in their order. */
  sports(): readonly WorldSport[] {
    return this.matchCatalogue.sports();
  }

  /** Every provider's status (SPEC §3), as the settings report them. */
  providerStatuses(): Record<string, ProviderStatus> {
    return this.matchCatalogue.providerStatuses();
  }

  /** Categories of every kind, by priority, optionally of one sport or with one slug. */
  categories(filter: { sport_key?: string; slug?: string } = {}): Category[] {
    return [...this.matchCatalogue.categories(filter), ...this.racesAndDraws.categories(filter)].sort(
      byPriority,
    );
  }

  category(id: number): Category | undefined {
    return this.matchCatalogue.category(id) ?? this.racesAndDraws.category(id);
  }

  /** Leagues of every kind (tracks and lotteries too), by priority, optionally of one sport, category or slug. */
  leagues(filter: { sport_key?: string; category_id?: number; slug?: string } = {}): League[] {
    return [...this.matchCatalogue.leagues(filter), ...this.racesAndDraws.leagues(filter)].sort(byPriority);
  }

  league(id: number): League | undefined {
    return this.matchCatalogue.league(id) ?? this.racesAndDraws.league(id);
  }

  /** A match, race or draw by id. */
  match(id: number): Match | undefined {
    return this.matchCatalogue.match(id) ?? this.racesAndDraws.match(id);
  }

  /** The markets of a match, race or draw; undefined for an unknown id. */
  markets(id: number): Market[] | undefined {
    return this.matchCatalogue.markets(id) ?? this.racesAndDraws.markets(id);
  }

  /**
   * Matches, races or draws by the filters of `GET /matches`: `type` picks the kind, matches when it is left out
   * (race cards and draws are their own pages, and their runners would crowd out every match of a list).
   */
  matches(filters: EventFilters): MatchListItem[] {
    const { type } = filters;
    if (!type || type === 'match') return this.matchCatalogue.matches(filters);
    return this.racesAndDraws.matches({ ...filters, type });
  }

  /** One page of matches, races or draws and their total. */
  matchPage(filters: EventFilters, window: PageWindow): { items: MatchListItem[]; total: number } {
    const { type } = filters;
    if (!type || type === 'match') return this.matchCatalogue.matchPage(filters, window);
    return this.racesAndDraws.matchPage({ ...filters, type }, window);
  }

  /** Search over matches and leagues, plus races (by track or race name), tracks and lotteries; 50 events at most. */
  search(query: { q: string; sport_type?: SportKind; match_status?: MatchStatusValue }): {
    matches: MatchListItem[];
    tournaments: League[];
  } {
    const found = this.matchCatalogue.search(query);
    if (query.sport_type === 'cyber') return found;
    const more = this.racesAndDraws.search({
      needle: foldText(query.q.trim()),
      statuses:
        query.match_status !== undefined ? [query.match_status] : [MatchStatus.prematch, MatchStatus.live],
      limit: 50 - found.matches.length,
    });
    return {
      matches: [...found.matches, ...more.matches],
      tournaments: [...found.tournaments, ...more.tournaments],
    };
  }

  /** Counts of `POST /counters`, races and draws counted as games and outrights in `outrightsCount`. */
  counters(filter: CounterFilter): Counters {
    const none: Counters = { live: 0, sports: [], categories: [], tournaments: [] };
    const base = filter.type === 'outright' ? none : this.matchCatalogue.counters(filter);
    const games =
      filter.type === 'outright'
        ? []
        : this.racesAndDraws.countables().filter((event) => countable(event, filter));
    const outrights =
      filter.type === 'match' ? [] : this.outrights.countables().filter((event) => countable(event, filter));
    return addCounts(base, games, outrights);
  }

  /**
   * How each outcome of a match, race, draw or outright settled; undefined before it is over (see
   * MatchCatalogue.outcomeResults and, for the others, event-kinds/event-results.ts).
   */
  outcomeResults(matchId: number): OutcomeResult[] | undefined {
    return this.matchCatalogue.outcomeResults(matchId) ?? this.#settled(matchId)?.results;
  }

  /** How one outcome of a match's line settled; undefined until the match is over. */
  outcomeResult(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: number,
  ): OutcomeResultValue | undefined {
    return (
      this.matchCatalogue.outcomeResult(matchId, marketId, specifier, outcomeId) ??
      this.#settled(matchId)?.result({ marketId, specifier, outcomeId })
    );
  }

  /** A race, draw or outright that is over, settled (issue 17); undefined for any other id or before then. */
  #settled(id: number): SettledEvent | undefined {
    const now = this.clock();
    const { race, draw } = this.racesAndDraws.find(id) ?? {};
    const { overrides } = this.racesAndDraws;
    const provider = () => this.racesAndDraws.match(id)?.provider ?? '';
    if (race) return settledRace(race, overrides, provider(), now);
    if (draw) return settledDraw(draw, provider(), now);
    const outright = this.outrights.worldOutright(id);
    return outright && settledOutright(outright, overrides, now);
  }
}

/** What a catalogue is generated from: the seed and the sports' rows (horse racing and lotteries among them). */
export interface CatalogueSource {
  seed: number;
  sports: readonly SportRow[];
}

/** Composes the sportsbook catalogue over a generated world: its matches, races and draws, outrights. */
export function createSportsbookCatalogue(
  world: World,
  now: () => number,
  source: CatalogueSource,
): SportsbookCatalogue {
  // One set of control changes for races, draws and outrights: the catalogue settles what they show.
  const overrides = new EventOverrides();
  return new SportsbookCatalogue({
    matchCatalogue: new MatchCatalogue(world, now),
    racesAndDraws: createRaceAndDrawCatalogue(source.seed, source.sports, now, overrides),
    outrights: createOutrightCatalogue(world, source.seed, now, overrides),
  });
}
