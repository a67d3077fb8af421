import { BALL_INTERVAL_MS } from '../feed/lotteries/draw-schedule';
import type { WorldDraw } from '../feed/lotteries/draw-schedule';
import type { WorldOutright } from '../feed/outrights/outrights';
import type { WorldRace } from '../feed/racing/race-card';
import { runningTimeMs } from '../feed/racing/race-state';

interface RaceChange {
  /** When the control API ran the race (it finished then), if it did. */
  ranAt?: number;
  nonRunners: Set<number>;
}

/**
 * What the control API changed about races, draws and outrights (issue 17), laid over the seeded schedule,
 * which is a pure function of the seed and the clock: a race run now (its off moved so that it finished a
 * moment ago), runners withdrawn (non-runners: unpriced, left out of the finishing order), a draw made now, an
 * outright resolved now with its winners. Built per catalogue, never shared between sandboxes.
 */
export class EventOverrides {
  readonly #races = new Map<number, RaceChange>();
  readonly #draws = new Map<number, number>();
  readonly #outrights = new Map<number, { resolvedAt: number; winners: number[] }>();
  /** The changed copy of each changed event, kept while its source and change stand (prices are cached by it). */
  readonly #copies = new WeakMap<object, { version: number; copy: object }>();
  #version = 0;

  #copy<T extends object>(source: T, make: () => T): T {
    const kept = this.#copies.get(source);
    if (kept?.version === this.#version) return kept.copy as T;
    const copy = make();
    this.#copies.set(source, { version: this.#version, copy });
    return copy;
  }

  /** A race as the control API left it. */
  race(race: WorldRace): WorldRace {
    const change = this.#races.get(race.id);
    if (!change) return race;
    return this.#copy(race, () => ({
      ...race,
      offTime: change.ranAt === undefined ? race.offTime : change.ranAt - runningTimeMs(race),
      runners: race.runners.map((runner) =>
        change.nonRunners.has(runner.number) ? { ...runner, non_runner: true } : runner,
      ),
      finishingOrder: race.finishingOrder.filter((number) => !change.nonRunners.has(number)),
    }));
  }

  /** The runners withdrawn from a race, by the card or by the control API. */
  nonRunners(race: WorldRace): Set<number> {
    return new Set(
      this.race(race)
        .runners.filter((runner) => runner.non_runner)
        .map((runner) => runner.number),
    );
  }

  /** A draw as the control API left it. */
  draw(draw: WorldDraw): WorldDraw {
    const drawnAt = this.#draws.get(draw.id);
    if (drawnAt === undefined) return draw;
    return this.#copy(draw, () => ({ ...draw, drawsAt: drawnAt - draw.lottery.drawn * BALL_INTERVAL_MS }));
  }

  /** An outright as the control API left it. */
  outright(outright: WorldOutright): WorldOutright {
    const resolved = this.#outrights.get(outright.id);
    if (!resolved) return outright;
    return this.#copy(outright, () => ({
      ...outright,
      startTime: Math.min(outright.startTime, resolved.resolvedAt),
      endDate: resolved.resolvedAt,
    }));
  }

  /**
   * The winners of an outright's market: those the control API named, else the shortest-priced outcomes (as
   * many as the market pays: `(n places)` in its name, else one), which is what the season was priced to give.
   */
  outrightWinners(outright: WorldOutright): number[] {
    const named = this.#outrights.get(outright.id)?.winners;
    if (named && named.length > 0) return named;
    const market = outright.markets[0];
    if (!market) return [];
    const places = Number(/\((\d+) places\)/.exec(market.name)?.[1] ?? 1);
    return [...market.outcomes]
      .sort((a, b) => a.odds - b.odds || a.id - b.id)
      .slice(0, places)
      .map((outcome) => outcome.id);
  }

  /** Runs a race now: it is over at `now`, finishing in its seeded order without its non-runners. */
  runRace(raceId: number, now: number): void {
    const change = this.#races.get(raceId) ?? { nonRunners: new Set<number>() };
    this.#races.set(raceId, { ...change, ranAt: now - 1 });
    this.#version += 1;
  }

  /** Withdraws runners from a race (non-runners). */
  withdraw(raceId: number, runners: readonly number[]): void {
    const change = this.#races.get(raceId) ?? { nonRunners: new Set<number>() };
    this.#races.set(raceId, { ...change, nonRunners: new Set([...change.nonRunners, ...runners]) });
    this.#version += 1;
  }

  /** Makes a draw now: all its balls are out at `now`. */
  drawNow(drawId: number, now: number): void {
    this.#draws.set(drawId, now - 1);
    this.#version += 1;
  }

  /** Resolves an outright now, with the winners of its market (the favourites when none are named). */
  resolveOutright(outrightId: number, winners: readonly number[], now: number): void {
    this.#outrights.set(outrightId, { resolvedAt: now - 1, winners: [...winners] });
    this.#version += 1;
  }
}
