import type { MatchStatusValue } from '@sportsbook/contract';
import type { MatchNews } from '../announcer';
import { drawStatus } from '../lotteries/draw-schedule';
import type { WorldDraw } from '../lotteries/draw-schedule';

/** Where races and draws come from: the catalogue's racing and lottery part. */
export interface RaceAndDrawSource {
  events(now: number): readonly { id: number; status: MatchStatusValue }[];
  draws(now: number): readonly WorldDraw[];
}

/** Who publishes what changed (the catalogue's Announcer). */
export interface MatchAnnouncer {
  match(matchId: number, news: MatchNews): Promise<void>;
}

/**
 * The live side of racing and lotteries: at the off a race goes live and its markets suspend, at the line it
 * finishes with its result; a draw goes live at its time, each ball is announced as it comes out, and the
 * draw finishes with all its numbers — as match_status_changed, match_changed and markets_changed.
 */
export class RaceAndDrawFeed {
  readonly #statuses = new Map<number, MatchStatusValue>();
  readonly #balls = new Map<number, number>();
  #timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly source: RaceAndDrawSource,
    private readonly announcer: MatchAnnouncer,
    private readonly now: () => number,
  ) {}

  /** Runs `tick` every `intervalMs` until `stop`. */
  start(intervalMs = 1_000): void {
    this.#timer = setInterval(() => void this.tick().catch(() => undefined), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }

  /** Publishes what changed since the last tick; the first tick only learns where everything stands. */
  async tick(): Promise<void> {
    const at = this.now();
    const first = this.#statuses.size === 0;
    const listed = new Set<number>();
    for (const event of this.source.events(at)) {
      listed.add(event.id);
      const before = this.#statuses.get(event.id);
      this.#statuses.set(event.id, event.status);
      if (!first && before !== undefined && before !== event.status)
        await this.announcer.match(event.id, { status: true, match: true, markets: true });
    }
    for (const draw of this.source.draws(at)) {
      const { ballsOut } = drawStatus(draw, at);
      const before = this.#balls.get(draw.id);
      this.#balls.set(draw.id, ballsOut);
      // NOTE: the last ball is announced with the finish above; the ones before it each get a match_changed.
      if (!first && before !== undefined && ballsOut > before && ballsOut < draw.lottery.drawn)
        await this.announcer.match(draw.id, { match: true });
    }
    for (const id of this.#statuses.keys()) if (!listed.has(id)) this.#statuses.delete(id);
    for (const id of this.#balls.keys()) if (!listed.has(id)) this.#balls.delete(id);
  }
}
