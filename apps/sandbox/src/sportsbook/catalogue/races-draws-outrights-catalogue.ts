import type {
  Category,
  Counters,
  League,
  Market,
  Match,
  MatchListItem,
  MatchStatusValue,
  Outright,
  SportKind,
} from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { settledDraw, settledOutright, settledRace } from '../../event-kinds/event-results';
import type { SettledEvent } from '../../event-kinds/event-results';
import { generateOutrights, outrightStatus } from '../../feed/outrights/outrights';
import type { WorldOutright } from '../../feed/outrights/outrights';
import type { World } from '../../feed/world';
import { Catalogue } from './catalogue';
import type { MatchFilters, PageWindow } from './catalogue';
import { outrightView, selectOutrights } from './outrights-view';
import type { OutrightFilters } from './outrights-view';
import { RacesAndDraws } from './races-and-draws';
import type { SpecialEvent, SportRow } from './races-and-draws';
import { addCounts, countable } from './races-draws-outrights-counters';
import type { CounterFilter } from './races-draws-outrights-counters';
import type { OutcomeResult, OutcomeResultValue } from './settlement';

/** Case- and accent-insensitive text, as the catalogue's search compares it. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

const byPriority = <T extends { priority: number; id: number }>(a: T, b: T) =>
  b.priority - a.priority || a.id - b.id;

/**
 * The whole sportsbook catalogue: the team-sport catalogue, plus horse racing (races), lotteries (draws) and
 * outrights, served through the same methods so every route sees one catalogue. Races and draws are Matches
 * of type `race` and `draw`; outrights have their own list.
 */
export class SportsbookCatalogue extends Catalogue {
  readonly specials: RacesAndDraws;
  readonly #outrights: readonly WorldOutright[];
  readonly #clock: () => number;

  constructor(world: World, now: () => number, options: { seed: number; sports: readonly SportRow[] }) {
    super(world, now);
    this.#clock = now;
    this.specials = new RacesAndDraws(options.seed, options.sports);
    this.#outrights = generateOutrights(world, options.seed, now());
  }

  /** The outrights, as the control API left them (resolved ones end when it resolved them). */
  get outrightList(): readonly WorldOutright[] {
    return this.#outrights.map((outright) => this.specials.overrides.outright(outright));
  }

  /** A race, draw or outright that is over, settled (issue 17); undefined for any other id or before then. */
  #settled(id: number): SettledEvent | undefined {
    const now = this.#clock();
    const { race, draw } = this.specials.find(id, now) ?? {};
    const provider = () => this.specials.view(id, now)?.provider ?? '';
    if (race) return settledRace(race, this.specials.overrides, provider(), now);
    if (draw) return settledDraw(draw, provider(), now);
    const outright = this.outrightList.find((candidate) => candidate.id === id);
    return outright && settledOutright(outright, this.specials.overrides, now);
  }

  override outcomeResults(matchId: number): OutcomeResult[] | undefined {
    return super.outcomeResults(matchId) ?? this.#settled(matchId)?.results;
  }

  override outcomeResult(
    matchId: number,
    marketId: number,
    specifier: string,
    outcomeId: number,
  ): OutcomeResultValue | undefined {
    return (
      super.outcomeResult(matchId, marketId, specifier, outcomeId) ??
      this.#settled(matchId)?.result({ marketId, specifier, outcomeId })
    );
  }

  override categories(filter: { sport_key?: string; slug?: string } = {}): Category[] {
    const ours = this.specials.categories
      .filter(
        (category) => !filter.sport_key || this.specials.sport(category.sportId)?.key === filter.sport_key,
      )
      .filter((category) => !filter.slug || category.slug === filter.slug)
      .map((category) => this.specials.categoryView(category));
    return [...super.categories(filter), ...ours].sort(byPriority);
  }

  override category(id: number): Category | undefined {
    const ours = this.specials.categories.find((category) => category.id === id);
    return super.category(id) ?? (ours && this.specials.categoryView(ours));
  }

  override leagues(filter: { sport_key?: string; category_id?: number; slug?: string } = {}): League[] {
    const ours = this.specials.leagues
      .filter((league) => !filter.sport_key || this.specials.sport(league.sportId)?.key === filter.sport_key)
      .filter((league) => !filter.category_id || league.categoryId === filter.category_id)
      .filter((league) => !filter.slug || league.slug === filter.slug)
      .map((league) => this.specials.leagueView(league));
    return [...super.leagues(filter), ...ours].sort(byPriority);
  }

  override league(id: number): League | undefined {
    const ours = this.specials.leagues.find((league) => league.id === id);
    return super.league(id) ?? (ours && this.specials.leagueView(ours));
  }

  override match(id: number): Match | undefined {
    return super.match(id) ?? this.specials.view(id, this.#clock());
  }

  override markets(matchId: number): Market[] | undefined {
    return super.markets(matchId) ?? this.specials.markets(matchId, this.#clock());
  }

  /**
   * Matches, races or draws by the filters of `GET /matches`: `type` picks the kind, matches when it is left out
   * (race cards and draws are their own pages, and their runners would crowd out every match of a list).
   */
  override matches(filters: MatchFilters & { type?: 'match' | 'race' | 'draw' }): MatchListItem[] {
    if (!filters.type || filters.type === 'match') return super.matches(filters);
    const now = this.#clock();
    return this.#selectSpecials(filters, now).map((event) => {
      const view = this.specials.view(event.id, now)!;
      return { ...view, matchId: view.id, availableMarketsCount: view.available_markets_count };
    });
  }

  /** One page of matches, races or draws and their total (race cards and draws are few: all are built). */
  override matchPage(
    filters: MatchFilters & { type?: 'match' | 'race' | 'draw' },
    window: PageWindow,
  ): { items: MatchListItem[]; total: number } {
    if (!filters.type || filters.type === 'match') return super.matchPage(filters, window);
    const all = this.matches(filters);
    const start = (window.page - 1) * window.limit;
    return { items: all.slice(start, start + window.limit), total: all.length };
  }

  #selectSpecials(filters: MatchFilters & { type?: 'match' | 'race' | 'draw' }, now: number): SpecialEvent[] {
    const from = filters.start_from ? Date.parse(filters.start_from) : -Infinity;
    const to = filters.start_to ? Date.parse(filters.start_to) : Infinity;
    const perSport = new Map<number, number>();
    return this.specials.events(now).filter((event) => {
      const sport = this.specials.sport(event.sportId)!;
      if (filters.type && event.kind !== filters.type) return false;
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

  /** Search over matches and leagues, plus races (by track or race name), tracks and lotteries. */
  override search(query: { q: string; sport_type?: SportKind; match_status?: MatchStatusValue }): {
    matches: MatchListItem[];
    tournaments: League[];
  } {
    const found = super.search(query);
    if (query.sport_type === 'cyber') return found;
    const needle = fold(query.q.trim());
    const statuses =
      query.match_status !== undefined ? [query.match_status] : [MatchStatus.prematch, MatchStatus.live];
    const races = this.matches({ type: 'race', match_status: statuses })
      .filter((race) => fold(`${race.competitors.home.name} ${race.competitors.away.name}`).includes(needle))
      .slice(0, Math.max(0, 50 - found.matches.length));
    const leagues = this.specials.leagues
      .filter((league) => fold(league.name).includes(needle))
      .map((league) => this.specials.leagueView(league));
    return { matches: [...found.matches, ...races], tournaments: [...found.tournaments, ...leagues] };
  }

  /** Counts of `POST /counters`, races and draws counted as games and outrights in `outrightsCount`. */
  override counters(filter: CounterFilter): Counters {
    const none: Counters = { live: 0, sports: [], categories: [], tournaments: [] };
    const now = this.#clock();
    const base = filter.type === 'outright' ? none : super.counters(filter);
    const games =
      filter.type === 'outright' ? [] : this.specials.events(now).filter((event) => countable(event, filter));
    const outrights =
      filter.type === 'match'
        ? []
        : this.outrightList
            .map((outright) => ({
              ...outright,
              endTime: outright.endDate,
              status: outrightStatus(outright, now),
            }))
            .filter((outright) => countable(outright, filter));
    return addCounts(base, games, outrights);
  }

  /** Outrights by the filters of `GET /outrights`. */
  outrights(filters: OutrightFilters): Outright[] {
    return selectOutrights(this.outrightList, this.world, filters, this.#clock());
  }

  /** One outright, if there is one with that id. */
  outright(id: number): Outright | undefined {
    const outright = this.outrightList.find((candidate) => candidate.id === id);
    return outright && outrightView(outright, this.world, this.#clock());
  }
}
