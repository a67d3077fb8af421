import { randomBytes } from 'node:crypto';
import type { Publication, RecoveryRequest, SubscribeResult } from './protocol';

interface Entry extends Publication {
  at: number;
}

/** Where a subscriber wants to resume: the last offset it saw in a stream generation (epoch). */
export interface StreamPosition {
  offset: number;
  epoch: string;
}

/**
 * The bounded history of one channel: a stream generation (`epoch`) with offsets 1, 2, 3 … and the last
 * `size` publications younger than `ttlMs`, from which a returning subscriber recovers what it missed.
 */
export class ChannelStream {
  readonly epoch = randomBytes(4).toString('hex');
  #offset = 0;
  readonly #entries: Entry[] = [];

  constructor(
    private readonly size: number,
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  /** The offset of the newest publication (0 before the first). */
  get top(): number {
    return this.#offset;
  }

  /** How many publications the history holds now. */
  get length(): number {
    return this.#entries.length;
  }

  /** Appends a publication and returns it with its offset. */
  append(data: unknown): Publication {
    this.#offset += 1;
    const entry = { data, offset: this.#offset, at: this.now() };
    this.#entries.push(entry);
    this.#trim();
    return { data, offset: entry.offset };
  }

  /**
   * The publications after `position`, or null when they cannot all be given: another epoch, or some already
   * dropped from the history.
   */
  since(position: StreamPosition): Publication[] | null {
    if (position.epoch !== this.epoch || position.offset > this.#offset) return null;
    this.#trim();
    if (position.offset === this.#offset) return [];
    const first = this.#entries[0];
    if (!first || first.offset > position.offset + 1) return null;
    return this.#entries
      .filter((entry) => entry.offset > position.offset)
      .map(({ data, offset }) => ({ data, offset }));
  }

  /** Drops what is older than the ttl; the hub calls it now and then so idle channels do not hold memory. */
  expire(): void {
    this.#trim();
  }

  #trim(): void {
    const oldest = this.now() - this.ttlMs;
    while (this.#entries.length > this.size || (this.#entries[0] && this.#entries[0].at < oldest))
      this.#entries.shift();
  }
}

/**
 * Where a joining subscriber's stream stands: with a recovery request, the publications after the client's
 * position when the history still holds them all (`recovered`), else the current top to start over from.
 */
export function joinPosition(stream: ChannelStream, recovery: RecoveryRequest): SubscribeResult {
  const recovering = recovery.recover === true;
  const offset = recovery.offset ?? 0;
  const missed = recovering && recovery.epoch ? stream.since({ offset, epoch: recovery.epoch }) : null;
  return {
    recoverable: true,
    positioned: true,
    epoch: stream.epoch,
    offset: missed ? offset : stream.top,
    ...(recovering ? { was_recovering: true as const, recovered: missed !== null } : {}),
    ...(missed && missed.length > 0 ? { publications: missed } : {}),
  };
}
