import type { MatchStatusValue } from '@sportsbook/contract';
import { MatchStatus } from '@sportsbook/contract';
import { prematchState } from '../../feed/live/live-match';
import type { MatchState } from '../../feed/match-state';
import type { WorldMatch } from '../../feed/world';
import type { LiveBook, LiveChanges } from './live-book';
import type { MatchPrices } from './match-prices';
import type { MatchWorld } from './match-world';

/** Where a match stands: its status, the time since its start, and its state of play. */
export interface MatchStanding {
  status: MatchStatusValue;
  elapsedMs: number;
  state: MatchState;
}

/**
 * The matches' lifecycle on the world's clock: fixtures added and moved, matches kicked off, played and
 * dropped a day after they end (the live book plays them; this keeps the world, its prices and the book in
 * step as matches come and go).
 */
export class MatchSchedule {
  constructor(
    private readonly world: MatchWorld,
    private readonly book: LiveBook,
    private readonly prices: MatchPrices,
    private readonly now: () => number,
  ) {}

  /**
   * Plays the world forward to `at` (the live simulator's tick; also once at load, so a restarted sandbox picks
   * its matches up where their seeded stories stand) and reports whose views changed.
   */
  advance(at: number = this.now()): LiveChanges {
    return this.book.advance(
      at,
      (match) => this.add(match),
      (id) => this.#remove(id),
    );
  }

  /** Adds a fixture to the world (scheduling and the control API). */
  add(match: WorldMatch): void {
    this.world.add(match);
  }

  /** Moves a match's start (the control API's start): it keeps the schedule ordered. */
  reschedule(match: WorldMatch, startTime: number): void {
    this.#remove(match.id);
    match.startTime = startTime;
    this.add(match);
  }

  /** Where a match stands now: its status, and for a match under way its state of play. */
  standing(match: WorldMatch): MatchStanding {
    const state = this.book.record(match.id)?.state ?? prematchState();
    return { status: state.status, elapsedMs: this.now() - match.startTime, state };
  }

  /** The matches under way now (live or stopped), for the live simulator. */
  liveMatches(): WorldMatch[] {
    return this.world.matches().filter((match) => {
      const status = this.book.status(match.id);
      return status === MatchStatus.live || status === MatchStatus.stopped;
    });
  }

  #remove(id: number): void {
    if (!this.world.remove(id)) return;
    this.prices.forget(id);
    this.book.forgetOffered(id);
  }
}
