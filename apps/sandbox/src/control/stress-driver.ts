import type { Market } from '@sportsbook/contract';
import type { Announcer } from '../feed/announcer';
import { createRandom } from '../feed/random';
import type { Random } from '../feed/random';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { outcomeKey } from '@sportsbook/betting';
import { liveNow } from './stress-matches';

/** How often a stress run publishes: the updates due since the last tick go out together. */
export const STRESS_TICK_MS = 50;

/** What a stress run is asked for. */
export interface StressRun {
  /** Odds updates (one outcome's odds moving) per second, over every match under way. */
  updatesPerSecond: number;
  durationMs: number;
  /** Matches whose moves are logged with their publish time (`samples()`), for a publish-to-paint measure. */
  sampleMatchIds?: readonly number[];
}

/** One logged move of a sampled match's outcome: its new odds and when it went to the announcer. */
export interface StressSample {
  key: string;
  odds: number;
  /** Milliseconds since the epoch, to a fraction (`performance.timeOrigin + performance.now()`). */
  published_at: number;
}

/** The most moves a run logs (a 10-minute run over a screenful of rows stays well below it). */
const MAX_SAMPLES = 100_000;

/** Where a stress run stands, for `GET /__sandbox/stress`. */
export interface StressStatus {
  running: boolean;
  updates_per_second: number;
  duration_ms: number;
  /** Matches whose main market the run moves. */
  matches: number;
  /** Odds updates published so far (outcomes moved). */
  updates: number;
  /** `markets_changed` events published so far. */
  events: number;
  /** Milliseconds since the run started (up to its duration). */
  elapsed_ms: number;
}

/** The line a match row shows (its main market), which the stress run moves. */
interface RowLine {
  matchId: number;
  matchUrnId: string;
  marketId: number;
  specifier: string;
}

/** A step of 1–8 % up or down, to two decimals, always a real move and always above evens. */
function nextOdds(odds: number, random: Random): number {
  const up = odds < 1.2 || (odds < 30 && random.next() < 0.5);
  const step = odds * random.between(0.01, 0.08);
  const moved = Math.round((up ? odds + step : odds - step) * 100) / 100;
  if (moved !== odds && moved > 1.01) return moved;
  return Math.round((odds + 0.01) * 100) / 100;
}

/**
 * Drives a live-odds stress run: `updatesPerSecond` odds moves spread round-robin over the main market of every
 * match in play, fixed through the same odds overrides as `PUT …/odds` and published as `markets_changed`
 * deltas (the moved line only) through the real announcer. The number of updates due is worked out from the
 * time since the start, so a late timer catches up rather than lowering the rate.
 */
export class StressDriver {
  readonly #random = createRandom(20_261_121);
  #lines: RowLine[] = [];
  #cursor = 0;
  #run: (StressRun & { startedAt: number; updates: number; events: number }) | null = null;
  #running = false;
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;
  /** Outcome keys the runs fixed, by match, so that a release clears only those. */
  readonly #fixed = new Map<number, Set<string>>();
  #sampled = new Set<number>();
  #samples: StressSample[] = [];

  constructor(
    private readonly catalogue: MatchCatalogue,
    private readonly announcer: Announcer,
    private readonly now: () => number = () => performance.now(),
    // NOTE: an epoch clock, so that a browser on this machine can compare its own paint times with it.
    private readonly epochNow: () => number = () => performance.timeOrigin + performance.now(),
  ) {}

  /** Starts a run over the matches under way now (stopping one in progress); ticks by itself when `timed`. */
  start(run: StressRun, timed = true): void {
    this.stop();
    this.#lines = this.#rowLines();
    this.#run = { ...run, startedAt: this.now(), updates: 0, events: 0 };
    this.#sampled = new Set(run.sampleMatchIds ?? []);
    this.#samples = [];
    this.#running = run.durationMs > 0 && run.updatesPerSecond > 0;
    if (timed && this.#running) {
      this.#timer = setInterval(() => void this.tick(), STRESS_TICK_MS);
      this.#timer.unref();
    }
  }

  /** Publishes the updates due by now; the timer calls it, tests may too. */
  async tick(): Promise<void> {
    const run = this.#run;
    if (!run || !this.#running || this.#ticking) return;
    this.#ticking = true;
    try {
      const at = Math.min(this.now(), run.startedAt + run.durationMs);
      let due = Math.floor(((at - run.startedAt) * run.updatesPerSecond) / 1000) - run.updates;
      // NOTE: a line that cannot move (dropped, match over) is skipped; a full lap without a move ends the tick.
      let idle = 0;
      while (due > 0 && idle < this.#lines.length) {
        const line = this.#lines[this.#cursor++ % this.#lines.length]!;
        const moved = this.#move(line);
        if (!moved) {
          idle++;
          continue;
        }
        idle = 0;
        due -= moved.count;
        run.updates += moved.count;
        run.events++;
        if (this.#sampled.has(line.matchId)) this.#logSample(line, moved.market);
        await this.announcer.marketLines(line.matchId, line.matchUrnId, [moved.market]);
      }
      if (at >= run.startedAt + run.durationMs) this.stop();
    } finally {
      this.#ticking = false;
    }
  }

  /** Stops the run in progress; the odds it moved stay fixed where it left them. */
  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = undefined;
    this.#running = false;
  }

  /** Stops, clears every odds the runs fixed and announces the matches' priced markets again. */
  async release(): Promise<void> {
    this.stop();
    const released = [...this.#fixed];
    this.#fixed.clear();
    for (const [matchId, keys] of released) {
      if (!this.catalogue.live.fixedOdds(matchId)) continue;
      this.catalogue.live.clearFixedOdds(matchId, keys);
      await this.announcer.match(matchId, { markets: true });
    }
  }

  status(): StressStatus {
    const run = this.#run;
    return {
      running: this.#running,
      updates_per_second: run?.updatesPerSecond ?? 0,
      duration_ms: run?.durationMs ?? 0,
      matches: this.#lines.length,
      updates: run?.updates ?? 0,
      events: run?.events ?? 0,
      elapsed_ms: run ? Math.round(Math.min(this.now() - run.startedAt, run.durationMs)) : 0,
    };
  }

  /** The sampled matches' moves of the current (or last) run, oldest first. */
  samples(): readonly StressSample[] {
    return this.#samples;
  }

  #logSample(line: RowLine, market: Market): void {
    const publishedAt = this.epochNow();
    for (const outcome of market.outcomes) {
      if (this.#samples.length >= MAX_SAMPLES) return;
      const key = outcomeKey({
        matchId: line.matchId,
        marketId: line.marketId,
        outcomeId: outcome.id,
        specifier: line.specifier,
      });
      this.#samples.push({ key, odds: outcome.odds, published_at: publishedAt });
    }
  }

  #rowLines(): RowLine[] {
    const lines: RowLine[] = [];
    for (const match of liveNow(this.catalogue)) {
      const main = this.catalogue.match(match.id)?.main_market;
      if (!main) continue;
      lines.push({
        matchId: match.id,
        matchUrnId: main.match_urn_id,
        marketId: main.id,
        specifier: main.specifier,
      });
    }
    return lines;
  }

  /**
   * Moves every outcome of a line (a row's buttons all move, so every outcome in an event is a move; the next
   * tick owes the few updates a last line overshot); the line as offered after, or null if it cannot move.
   */
  #move(line: RowLine): { market: Market; count: number } | null {
    const find = () =>
      this.catalogue
        .markets(line.matchId)
        ?.find((market) => market.id === line.marketId && market.specifier === line.specifier);
    const before = find();
    if (!before || before.outcomes.length === 0) return null;
    const ours = this.#fixed.get(line.matchId) ?? new Set<string>();
    const { outcomes } = before;
    for (const outcome of outcomes) {
      const key = outcomeKey({
        matchId: line.matchId,
        marketId: line.marketId,
        outcomeId: outcome.id,
        specifier: line.specifier,
      });
      this.catalogue.live.fixOdds(line.matchId, key, nextOdds(outcome.odds, this.#random));
      ours.add(key);
    }
    this.#fixed.set(line.matchId, ours);
    const after = find();
    return after ? { market: after, count: outcomes.length } : null;
  }
}
