import type { WebSocket } from 'ws';
import { encodeTextMessage, sendEncoded } from './websocket-frame';
import type { EncodedMessage } from './websocket-frame';

/** What the fan-out needs of a connection: its socket and the channels it is subscribed to. */
export interface FanoutClient {
  socket: WebSocket;
  channels: ReadonlySet<string>;
}

/** Settings of a `Fanout`. */
export interface FanoutOptions<C extends FanoutClient> {
  /** The current subscribers of a channel. */
  subscribers(channel: string): Iterable<C> | undefined;
  /** At most one write per client per this many milliseconds; a frame after a quiet spell goes out at once. */
  batchWindowMs: number;
  /** A client whose socket buffers more than this is too slow to keep up. */
  maxBufferedBytes: number;
  /** Called for a client found too slow at a flush (it is skipped). */
  onSlow(client: C): void;
}

/**
 * Delivers frames to clients in batches, the way Centrifugo does: everything queued within a batch window goes
 * out as one WebSocket message of newline-joined objects, so a burst of publications costs one write per client.
 *
 * NOTE: publications are batched per channel and encoded once per batch: every subscriber gets the very same
 * framed bytes. A client that also has frames of its own in the window (a reply, a ping, a subscription that
 * began mid-window) leaves the shared batch for that window and gets its frames, in the order they were queued,
 * from its own outbox; per-channel order is kept either way.
 */
export class Fanout<C extends FanoutClient> {
  readonly #options: FanoutOptions<C>;
  /** Frames published per channel since the last flush. */
  #batches = new Map<string, string[]>();
  /** Clients that get their frames from their own outbox this window. */
  #outboxes = new Map<C, string[]>();
  #scheduled = false;
  #lastFlushAt = 0;

  constructor(options: FanoutOptions<C>) {
    this.#options = options;
  }

  /** Queues a publication frame for every subscriber of its channel. */
  publish(channel: string, frame: string): void {
    let batch = this.#batches.get(channel);
    if (!batch) {
      batch = [];
      this.#batches.set(channel, batch);
    }
    batch.push(frame);
    for (const [client, outbox] of this.#outboxes) if (client.channels.has(channel)) outbox.push(frame);
    this.#schedule();
  }

  /** Queues a frame for one client only (a reply, a ping, a server-side unsubscribe). */
  send(client: C, frame: string): void {
    if (client.socket.readyState !== client.socket.OPEN) return;
    this.#outboxOf(client).push(frame);
    this.#schedule();
  }

  /**
   * Call before a client joins a channel: publications already batched for that channel came before its
   * subscription began, so it must not get them.
   */
  beforeJoin(client: C): void {
    this.#outboxOf(client);
  }

  /** Forgets a client that went away. */
  drop(client: C): void {
    this.#outboxes.delete(client);
  }

  #outboxOf(client: C): string[] {
    let outbox = this.#outboxes.get(client);
    if (!outbox) {
      // NOTE: what its channels batched so far this window was queued before the frame it leaves for.
      outbox = [];
      for (const channel of client.channels) outbox.push(...(this.#batches.get(channel) ?? []));
      this.#outboxes.set(client, outbox);
    }
    return outbox;
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    const wait = this.#lastFlushAt + this.#options.batchWindowMs - Date.now();
    if (wait > 0) setTimeout(() => this.flush(), wait);
    else setImmediate(() => this.flush());
  }

  /** Writes everything queued now (normally called by the batch timer). */
  flush(): void {
    this.#scheduled = false;
    this.#lastFlushAt = Date.now();
    const batches = this.#batches;
    const outboxes = this.#outboxes;
    this.#batches = new Map();
    this.#outboxes = new Map();
    for (const [channel, frames] of batches) {
      let message: EncodedMessage | undefined;
      for (const client of this.#options.subscribers(channel) ?? []) {
        if (outboxes.has(client)) continue;
        message ??= encodeTextMessage(frames.join('\n'));
        this.#write(client, message);
      }
    }
    for (const [client, frames] of outboxes) {
      if (frames.length > 0) this.#write(client, encodeTextMessage(frames.join('\n')));
    }
  }

  #write(client: C, message: EncodedMessage): void {
    const { socket } = client;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > this.#options.maxBufferedBytes) {
      this.#options.onSlow(client);
      return;
    }
    sendEncoded(socket, message);
  }
}
