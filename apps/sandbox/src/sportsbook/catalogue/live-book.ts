import type { Market, MatchStatusValue, ProviderStatus } from '@sportsbook/contract';
import { MatchStatus, providerStatusValues } from '@sportsbook/contract';
import type { LiveMatch } from '../../feed/live/live-match';
import { advanceLive, isPlayable, kickOff } from '../../feed/live/progress';
import { createRandom } from '../../feed/random';
import type { Random } from '../../feed/random';
import { fixturesToAdd, insertByStart, scheduleTargets } from '../../feed/schedule';
import type { World, WorldMatch, WorldSport } from '../../feed/world';
import type { OutcomeResult } from './settlement';

/** The ids whose views changed in an advance, for the announcements. */
export interface LiveChanges {
  /** Score, clock, period, stage or server changed: announce the match. */
  match: number[];
  /** Status changed (kick-off, stop, end). */
  status: number[];
  /** Markets suspended or reopened out of their usual cadence. */
  markets: number[];
  /** New fixtures scheduled, and ended ones dropped from the catalogue. */
  added: number[];
  removed: number[];
}

/**
 * Everything the live side of the catalogue keeps: each started match's live record, what the control API
 * overrode (odds, suspended lines, held matches, provider statuses) and settled results. The world's schedule
 * is topped up here as matches end.
 */
export class LiveBook {
  readonly #records = new Map<number, LiveMatch>();
  /** Matches the control API put back to prematch: they do not kick off by themselves. */
  readonly #held = new Set<number>();
  /** Matches created through the control API to be moved by hand only (no goals, clock or interruptions). */
  readonly #manual = new Set<number>();
  /** Fixed odds by match and outcome key (packages/betting's outcomeKey), until cleared. */
  readonly #fixedOdds = new Map<number, Map<string, number>>();
  /** Market lines suspended by hand, by match, as packages/betting's marketLineKey. */
  readonly #suspendedLines = new Map<number, Set<string>>();
  readonly #providerStatuses = new Map<string, ProviderStatus>();
  /** Results kept once worked out or set by hand, by match. */
  readonly #results = new Map<number, OutcomeResult[]>();
  /** The last non-empty markets of each match under way: what was offered before its markets were decided. */
  readonly #lastOffered = new Map<number, Market[]>();
  readonly #random: Random;
  readonly seed: number;
  #nextId: number;

  constructor(
    private readonly world: World,
    private readonly sportOf: (match: WorldMatch) => WorldSport,
  ) {
    this.seed = world.seed ?? 1;
    this.#random = createRandom(this.seed + 7);
    this.#nextId = Math.max(1000, ...world.matches.map((match) => match.id)) + 1;
    for (const sport of world.sports)
      this.#providerStatuses.set(sport.provider, providerStatusValues.allowed);
  }

  /** The live record of a match that has started; undefined before kick-off. */
  record(matchId: number): LiveMatch | undefined {
    return this.#records.get(matchId);
  }

  /** Puts a match back to prematch and holds it there: it does not kick off by itself (the control API). */
  hold(matchId: number): void {
    this.#records.delete(matchId);
    this.#held.add(matchId);
  }

  /** Marks a match to be moved by hand only: no goals, clock or interruptions of its own (the control API). */
  playByHand(matchId: number): void {
    this.#manual.add(matchId);
  }

  /** Fixes an outcome's odds (by outcome key) until they are cleared. */
  fixOdds(matchId: number, outcome: string, odds: number): void {
    const fixed = this.#fixedOdds.get(matchId) ?? new Map<string, number>();
    fixed.set(outcome, odds);
    this.#fixedOdds.set(matchId, fixed);
  }

  /** Clears the odds fixed on a match: the given outcomes (by outcome key), or all of them. */
  clearFixedOdds(matchId: number, outcomes?: Iterable<string>): void {
    const fixed = this.#fixedOdds.get(matchId);
    if (!fixed) return;
    if (outcomes) for (const outcome of outcomes) fixed.delete(outcome);
    if (!outcomes || fixed.size === 0) this.#fixedOdds.delete(matchId);
  }

  /** The odds fixed on a match, by outcome key; undefined when none are. */
  fixedOdds(matchId: number): ReadonlyMap<string, number> | undefined {
    return this.#fixedOdds.get(matchId);
  }

  /** Whether odds are fixed on any match. */
  hasFixedOdds(): boolean {
    return this.#fixedOdds.size > 0;
  }

  /** Suspends or reopens a market line (by line key) of a match by hand. */
  suspendLine(matchId: number, line: string, suspended: boolean): void {
    const lines = this.#suspendedLines.get(matchId) ?? new Set<string>();
    if (suspended) lines.add(line);
    else lines.delete(line);
    if (lines.size > 0) this.#suspendedLines.set(matchId, lines);
    else this.#suspendedLines.delete(matchId);
  }

  /** The lines of a match suspended by hand, by line key; undefined when none are. */
  suspendedLines(matchId: number): ReadonlySet<string> | undefined {
    return this.#suspendedLines.get(matchId);
  }

  /** A provider's status; undefined for a provider of no sport. */
  providerStatus(provider: string): ProviderStatus | undefined {
    return this.#providerStatuses.get(provider);
  }

  /** Every provider's status (SPEC §3), by provider. */
  providerStatuses(): Record<string, ProviderStatus> {
    return Object.fromEntries(this.#providerStatuses);
  }

  /** Sets a provider's status; false (and nothing set) for a provider of no sport. */
  setProviderStatus(provider: string, status: ProviderStatus): boolean {
    if (!this.#providerStatuses.has(provider)) return false;
    this.#providerStatuses.set(provider, status);
    return true;
  }

  /** Keeps a match's outcome results (worked out from its final score, or set by hand). */
  keepResults(matchId: number, results: OutcomeResult[]): void {
    this.#results.set(matchId, results);
  }

  /** The results kept for a match; undefined until it is settled. */
  keptResults(matchId: number): OutcomeResult[] | undefined {
    return this.#results.get(matchId);
  }

  /** Forgets a match's kept results, so they are worked out again (a settle by hand replaces them). */
  forgetResults(matchId: number): void {
    this.#results.delete(matchId);
  }

  /** Records the markets a match under way offers now (kept to settle lines no longer priced). */
  recordOffered(matchId: number, markets: Market[]): void {
    this.#lastOffered.set(matchId, markets);
  }

  /** The last non-empty markets a match offered under way; none before kick-off. */
  lastOffered(matchId: number): readonly Market[] {
    return this.#lastOffered.get(matchId) ?? [];
  }

  /** Forgets what a match last offered (it left the world or moved back before its start). */
  forgetOffered(matchId: number): void {
    this.#lastOffered.delete(matchId);
  }

  /** The next free match id. */
  nextId(): number {
    return this.#nextId++;
  }

  /** Starts a match at `at` (its record replaces any earlier one). */
  kickOff(match: WorldMatch, at: number): LiveMatch {
    this.#held.delete(match.id);
    const live = kickOff(match, this.sportOf(match).key, this.seed, at);
    live.autoplay = !this.#manual.has(match.id);
    this.#records.set(match.id, live);
    return live;
  }

  /** The match's status: its live record's, or prematch. */
  status(matchId: number): MatchStatusValue {
    return this.#records.get(matchId)?.state.status ?? MatchStatus.prematch;
  }

  /** Whether an ended match has left the lists (it stays for status-filtered queries for a day). */
  isDelisted(matchId: number, now: number): boolean {
    const endedAt = this.#records.get(matchId)?.endedAt;
    return endedAt != null && now - endedAt > scheduleTargets.listedAfterEndMs;
  }

  /**
   * Plays the world forward to `at`: kicks off matches whose time has come, advances those under way, drops
   * matches a day after they ended, and schedules new fixtures so the world never runs dry.
   */
  advance(at: number, addMatch: (match: WorldMatch) => void, removeMatch: (id: number) => void): LiveChanges {
    const changes: LiveChanges = { match: [], status: [], markets: [], added: [], removed: [] };
    let prematch = 0;
    let live = 0;
    for (const match of [...this.world.matches]) {
      let record = this.#records.get(match.id);
      if (!record) {
        if (match.startTime > at || this.#held.has(match.id) || !isPlayable(this.sportOf(match).key)) {
          if (match.startTime > at && match.startTime <= at + scheduleTargets.horizonMs) prematch += 1;
          continue;
        }
        record = this.kickOff(match, match.startTime);
      }
      advanceLive(record, at);
      if (record.endedAt !== null && at - record.endedAt > scheduleTargets.keptAfterEndMs) {
        removeMatch(match.id);
        this.#forget(match.id);
        changes.removed.push(match.id);
        continue;
      }
      if (record.endedAt === null) live += 1;
      this.#collect(record, changes);
    }
    const leagues = this.world.leagues.filter((league) => {
      const sport = this.world.sports.find((candidate) => candidate.id === league.sportId);
      return sport !== undefined && isPlayable(sport.key);
    });
    const fixtures = fixturesToAdd({
      world: this.world,
      leagues,
      now: at,
      prematch,
      live,
      random: this.#random,
      nextId: () => this.nextId(),
    });
    for (const fixture of fixtures) {
      addMatch(fixture);
      changes.added.push(fixture.id);
      if (fixture.startTime <= at) {
        this.#collect(this.kickOff(fixture, at), changes);
      }
    }
    return changes;
  }

  /** Moves a record's pending changes into `changes`. */
  #collect(record: LiveMatch, changes: LiveChanges): void {
    const { dirty } = record;
    if (dirty.match) changes.match.push(record.matchId);
    if (dirty.status) changes.status.push(record.matchId);
    if (dirty.markets) changes.markets.push(record.matchId);
    dirty.match = dirty.status = dirty.markets = false;
  }

  #forget(matchId: number): void {
    this.#records.delete(matchId);
    this.#held.delete(matchId);
    this.#manual.delete(matchId);
    this.#fixedOdds.delete(matchId);
    this.#suspendedLines.delete(matchId);
    this.#results.delete(matchId);
    this.#lastOffered.delete(matchId);
  }
}

/** Inserts into the world's ordered schedule (re-exported for the catalogue). */
export { insertByStart };
