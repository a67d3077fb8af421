import { ChannelStream } from './history';

/** What the registry needs of a connection: the set of channels it is subscribed to, which it keeps current. */
export interface Subscriber {
  channels: Set<string>;
}

/** Settings of a `SubscriptionRegistry`. */
export interface RegistryOptions {
  historySize: number;
  historyTtlMs: number;
  now: () => number;
}

/**
 * Who is subscribed to which channel, and each channel's stream (history and position). A channel is
 * forgotten once nobody is subscribed to it: its subscriber set at once, its stream at the next sweep after its
 * history has expired (until then a returning subscriber still recovers what it missed).
 */
export class SubscriptionRegistry<S extends Subscriber> {
  readonly #options: RegistryOptions;
  readonly #subscribers = new Map<string, Set<S>>();
  readonly #streams = new Map<string, ChannelStream>();

  constructor(options: RegistryOptions) {
    this.#options = options;
  }

  /** The current subscribers of a channel. */
  subscribers(channel: string): ReadonlySet<S> | undefined {
    return this.#subscribers.get(channel);
  }

  /** The channel's stream, begun (with a new epoch) if the hub holds none. */
  stream(channel: string): ChannelStream {
    let stream = this.#streams.get(channel);
    if (!stream) {
      stream = new ChannelStream(this.#options.historySize, this.#options.historyTtlMs, this.#options.now);
      this.#streams.set(channel, stream);
    }
    return stream;
  }

  add(subscriber: S, channel: string): void {
    subscriber.channels.add(channel);
    let subscribers = this.#subscribers.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.#subscribers.set(channel, subscribers);
    }
    subscribers.add(subscriber);
  }

  remove(subscriber: S, channel: string): void {
    subscriber.channels.delete(channel);
    const subscribers = this.#subscribers.get(channel);
    if (!subscribers) return;
    subscribers.delete(subscriber);
    if (subscribers.size === 0) this.#subscribers.delete(channel);
  }

  /** Unsubscribes a connection that went away from all its channels. */
  removeAll(subscriber: S): void {
    for (const channel of [...subscriber.channels]) this.remove(subscriber, channel);
  }

  /**
   * Drops expired history, then the streams nobody is subscribed to and nothing could be recovered from.
   * NOTE: histories otherwise shrink only on publish and recovery, so a channel that went quiet (a finished
   * match) would hold its last publications, and its name, for good.
   */
  sweep(): void {
    for (const [channel, stream] of this.#streams) {
      stream.expire();
      if (stream.length === 0 && !this.#subscribers.has(channel)) this.#streams.delete(channel);
    }
  }

  /** How many channels the hub holds anything for, and how many subscriptions there are. */
  stats(): { channels: number; subscriptions: number } {
    let subscriptions = 0;
    for (const set of this.#subscribers.values()) subscriptions += set.size;
    const channels = new Set([...this.#subscribers.keys(), ...this.#streams.keys()]);
    return { channels: channels.size, subscriptions };
  }
}
