import { providerStatusValues } from '@sportsbook/contract';
import type { Announcer } from './announcer';
import { changeProviderStatus } from './provider-status-change';
import type { ProviderStatusTarget } from './provider-status-change';
import type { Random } from './random';

/**
 * How often a provider's feed drops out and for how long. A real book loses a feed now and then (SPEC §3 provider
 * status -1 suspended); the simulator shows it so that the slip's "not available" is seen outside tests too.
 */
export const PROVIDER_OUTAGE_MS = {
  gap: { min: 8 * 60_000, max: 20 * 60_000 },
  length: { min: 20_000, max: 60_000 },
} as const;

/**
 * The simulator's provider outages: at random gaps one provider that is allowed is suspended for a while,
 * then allowed again, each change announced as the control API announces it. A status set by the control API
 * in the meantime is left alone: the outage ends only a suspension it began.
 */
export class ProviderOutages {
  #nextAt: number | null = null;
  #current: { provider: string; until: number } | null = null;

  constructor(
    private readonly catalogue: ProviderStatusTarget,
    private readonly announcer: Announcer,
    private readonly random: Random,
  ) {}

  /** The outage under way, if any (tests). */
  get current(): { provider: string; until: number } | null {
    return this.#current;
  }

  /** Starts or ends an outage when one is due at `at`. */
  async tick(at: number): Promise<void> {
    const { gap, length } = PROVIDER_OUTAGE_MS;
    this.#nextAt ??= at + this.random.int(gap.min, gap.max);
    if (this.#current) {
      if (at < this.#current.until) return;
      const { provider } = this.#current;
      this.#current = null;
      this.#nextAt = at + this.random.int(gap.min, gap.max);
      const statuses = this.catalogue.providerStatuses();
      if (statuses[provider] === providerStatusValues.suspended)
        await changeProviderStatus(this.catalogue, this.announcer, provider, providerStatusValues.allowed);
      return;
    }
    if (at < this.#nextAt) return;
    const allowed = Object.entries(this.catalogue.providerStatuses())
      .filter(([, status]) => status === providerStatusValues.allowed)
      .map(([provider]) => provider)
      .sort();
    if (allowed.length === 0) {
      this.#nextAt = at + this.random.int(gap.min, gap.max);
      return;
    }
    const provider = this.random.pick(allowed);
    this.#current = { provider, until: at + this.random.int(length.min, length.max) };
    await changeProviderStatus(this.catalogue, this.announcer, provider, providerStatusValues.suspended);
  }
}
