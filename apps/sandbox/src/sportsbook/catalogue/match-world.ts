import type { World, WorldCategory, WorldLeague, WorldMatch, WorldSport } from '../../feed/world';
import { insertByStart } from './live-book';

/**
 * The generated world of team sports, indexed: sports, categories, leagues and the schedule of matches by start
 * time. Matches come and go (the schedule tops the world up, the control API adds and moves fixtures); the
 * rest is fixed once generated.
 */
export class MatchWorld {
  readonly #sports = new Map<number, WorldSport>();
  readonly #categories = new Map<number, WorldCategory>();
  readonly #leagues = new Map<number, WorldLeague>();
  readonly #matches = new Map<number, WorldMatch>();

  constructor(readonly world: World) {
    for (const sport of world.sports) this.#sports.set(sport.id, sport);
    for (const category of world.categories) this.#categories.set(category.id, category);
    for (const league of world.leagues) this.#leagues.set(league.id, league);
    for (const match of world.matches) this.#matches.set(match.id, match);
  }

  /** The sports, in the world's order. */
  sports(): readonly WorldSport[] {
    return this.world.sports;
  }

  /** The categories, in the world's order. */
  categories(): readonly WorldCategory[] {
    return this.world.categories;
  }

  /** The leagues, in the world's order. */
  leagues(): readonly WorldLeague[] {
    return this.world.leagues;
  }

  /** The matches, by start time (the schedule's order, kept as fixtures come and go). */
  matches(): readonly WorldMatch[] {
    return this.world.matches;
  }

  sport(id: number): WorldSport | undefined {
    return this.#sports.get(id);
  }

  category(id: number): WorldCategory | undefined {
    return this.#categories.get(id);
  }

  league(id: number): WorldLeague | undefined {
    return this.#leagues.get(id);
  }

  match(id: number): WorldMatch | undefined {
    return this.#matches.get(id);
  }

  /** The sport of a match of this world. */
  sportOf(match: WorldMatch): WorldSport {
    return this.#sports.get(match.sportId)!;
  }

  /** The league of a match of this world. */
  leagueOf(match: WorldMatch): WorldLeague {
    return this.#leagues.get(match.leagueId)!;
  }

  /** Adds a fixture to the schedule, in start-time order. */
  add(match: WorldMatch): void {
    this.#matches.set(match.id, match);
    insertByStart(this.world.matches, match);
  }

  /** Takes a match off the schedule; false when there was none with that id. */
  remove(id: number): boolean {
    const match = this.#matches.get(id);
    if (!match) return false;
    this.#matches.delete(id);
    const index = this.world.matches.indexOf(match);
    if (index >= 0) this.world.matches.splice(index, 1);
    return true;
  }

  /** Moves a match's start, keeping the schedule ordered. */
  reschedule(match: WorldMatch, startTime: number): void {
    this.remove(match.id);
    match.startTime = startTime;
    this.add(match);
  }
}
