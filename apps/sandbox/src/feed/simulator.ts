import { matchUpdatesChannel, publicUpdatesChannel } from '@sportsbook/contract';
import type { RealtimeEvent } from '@sportsbook/contract';
import type { RealtimePublisher } from '../realtime/publisher';
import type { Catalogue } from '../sportsbook/catalogue/catalogue';
import type { Random } from './random';

/** How long markets stay suspended after a goal, while it is confirmed. */
export const GOAL_SUSPENSION_MS = 8_000;
/** Each live match publishes fresh odds every 1 to 5 seconds. */
export const ODDS_UPDATE_MS = { min: 1_000, max: 5_000 } as const;
/** Playing time a goals match's scoring rate is spread over. */
const PLAYING_MS = 90 * 60_000;

export interface SimulatorOptions {
  catalogue: Catalogue;
  publisher: RealtimePublisher;
  random: Random;
  now: () => number;
  /** Channel locales to publish in (the site's languages). */
  locales: readonly string[];
}

/**
 * The live feed: on every tick, goals happen in matches under way at the rate their teams' strengths give
 * (suspending the markets for a few seconds), odds are republished every 1–5 s per match, and status changes
 * are announced — all through the real-time publisher, as `{event_name, message}`.
 */
export class LiveSimulator {
  readonly #nextOddsAt = new Map<number, number>();
  #live = new Set<number>();
  #lastTick: number;
  #timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SimulatorOptions) {
    this.#lastTick = options.now();
  }

  /** Runs `tick` every `intervalMs` until `stop`. */
  start(intervalMs = 1_000): void {
    this.#timer = setInterval(() => void this.tick().catch(() => undefined), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }

  /** Advances the world to now and publishes what changed. */
  async tick(): Promise<void> {
    const { catalogue, random, now } = this.options;
    const at = now();
    const elapsed = Math.max(0, at - this.#lastTick);
    this.#lastTick = at;
    const live = catalogue.liveMatches();
    const liveIds = new Set(live.map((match) => match.id));

    for (const id of new Set([...liveIds, ...this.#live])) {
      if (liveIds.has(id) === this.#live.has(id)) continue;
      const match = catalogue.match(id);
      if (match) {
        await this.#publish(id, {
          event_name: 'match_status_changed',
          message: {
            match: {
              id,
              status: match.status,
              sport_type: match.tournament.sport.type,
              provider: match.provider,
            },
          },
        });
      }
    }
    this.#live = liveIds;

    for (const match of live) {
      if (catalogue.sportOf(match).model === 'goals' && elapsed > 0) {
        const rate = (1.35 * (match.home.attack + match.away.attack)) / 2;
        for (const side of ['home', 'away'] as const) {
          const team = side === 'home' ? match.home : match.away;
          const probability =
            ((rate * team.attack) / (match.home.attack + match.away.attack)) * 2 * (elapsed / PLAYING_MS);
          if (random.next() < probability) {
            catalogue.recordScore(match.id, side, at + GOAL_SUSPENSION_MS);
            const view = catalogue.match(match.id)!;
            await this.#publish(match.id, { event_name: 'match_changed', message: { match: view } });
            this.#nextOddsAt.set(match.id, at);
          }
        }
      }
      if ((this.#nextOddsAt.get(match.id) ?? 0) <= at) {
        const markets = catalogue.markets(match.id) ?? [];
        await this.#publish(match.id, {
          event_name: 'markets_changed',
          message: { match: { id: match.id, urn_id: `sr:match:${match.id}` }, markets },
        });
        this.#nextOddsAt.set(match.id, at + random.int(ODDS_UPDATE_MS.min, ODDS_UPDATE_MS.max));
      }
    }
  }

  async #publish(matchId: number, event: RealtimeEvent): Promise<void> {
    for (const locale of this.options.locales) {
      await this.options.publisher.publish(publicUpdatesChannel(locale), event);
      await this.options.publisher.publish(matchUpdatesChannel(locale, matchId), event);
    }
  }
}
