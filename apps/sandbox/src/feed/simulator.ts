import type { RealtimePublisher } from '../realtime/publisher';
import type { MatchCatalogue } from '../sportsbook/catalogue/match-catalogue';
import { Announcer } from './announcer';
import { ProviderOutages } from './provider-outages';
import { SUSPENSION_MS } from './live/live-match';
import type { Random } from './random';

/** How long markets stay suspended after a goal, while it is confirmed. */
export const GOAL_SUSPENSION_MS = SUSPENSION_MS;
/** Each live match publishes fresh odds every 1 to 5 seconds. */
export const ODDS_UPDATE_MS = { min: 1_000, max: 5_000 } as const;

export interface SimulatorOptions {
  catalogue: MatchCatalogue;
  publisher: RealtimePublisher;
  /** Draws the odds cadence; the matches' stories have their own seeded sources. */
  random: Random;
  now: () => number;
  /** Channel locales to publish in (the site's languages). */
  locales: readonly string[] | (() => readonly string[]);
  /** Whether providers' feeds drop out now and then (see `ProviderOutages`); off unless asked for. */
  providerOutages?: boolean;
}

/**
 * The live feed's pulse: on every tick the catalogue plays the world forward to now (clocks, periods, scores,
 * statuses, new fixtures; see feed/live), and this announces what changed — match_changed for a new score,
 * period or stage, match_status_changed for a status, markets_changed on a suspension and every 1–5 s per
 * match under way, provider_status_changed when a provider's feed drops out or comes back — through the
 * real-time publisher.
 */
export class LiveSimulator {
  readonly #nextOddsAt = new Map<number, number>();
  readonly #announcer: Announcer;
  readonly #outages: ProviderOutages | null;
  #timer: NodeJS.Timeout | undefined;
  #ticking = false;

  constructor(private readonly options: SimulatorOptions) {
    this.#announcer = new Announcer(options.catalogue, options.publisher, options.locales);
    this.#outages = options.providerOutages
      ? new ProviderOutages(options.catalogue, this.#announcer, options.random)
      : null;
  }

  /** The announcer the simulator publishes through (the control API shares it). */
  get announcer(): Announcer {
    return this.#announcer;
  }

  /** Runs `tick` every `intervalMs` until `stop`. */
  start(intervalMs = 1_000): void {
    this.#timer = setInterval(() => {
      // NOTE: a slow publisher must not pile ticks up; the next tick catches the world up anyway.
      if (this.#ticking) return;
      this.#ticking = true;
      void this.tick()
        .catch(() => undefined)
        .finally(() => (this.#ticking = false));
    }, intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
  }

  /** Advances the world to now and publishes what changed. */
  async tick(): Promise<void> {
    const { catalogue, random, now } = this.options;
    const at = now();
    const changes = catalogue.advance(at);
    const status = new Set(changes.status);
    const match = new Set(changes.match);
    const markets = new Set(changes.markets);
    for (const id of changes.removed) this.#nextOddsAt.delete(id);
    for (const id of new Set([...status, ...match, ...markets])) {
      await this.#announcer.match(id, {
        status: status.has(id),
        match: match.has(id),
        markets: markets.has(id),
      });
      if (markets.has(id)) {
        // NOTE: the next odds go out when a suspension lifts, so clients see the markets reopen at once.
        const suspendedUntil = catalogue.live.record(id)?.state.suspendedUntil ?? 0;
        this.#nextOddsAt.set(id, Math.max(at + ODDS_UPDATE_MS.min, suspendedUntil + 1));
      }
    }
    await this.#outages?.tick(at);
    for (const live of catalogue.liveMatches()) {
      const due = this.#nextOddsAt.get(live.id) ?? 0;
      if (due > at) continue;
      await this.#announcer.match(live.id, { markets: true });
      this.#nextOddsAt.set(live.id, at + random.int(ODDS_UPDATE_MS.min, ODDS_UPDATE_MS.max));
    }
  }
}
