import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { productChannelPolicy, servesChannel } from './channel-policy';
import type { ChannelPolicy } from './channel-policy';
import { HubCommands } from './commands';
import { Fanout } from './fanout';
import { CloseCode } from './protocol';
import type { Push } from './protocol';
import { HubSession } from './session';
import { SubscriptionRegistry } from './subscription-registry';

/** Defaults of Centrifugo's client settings (CENTRIFUGO.md §4, §6, §7). */
export const HUB_DEFAULTS = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  expiredCloseDelayMs: 25_000,
  historySize: 100,
  historyTtlMs: 300_000,
  /** Subscriptions one connection may hold (Centrifugo's `client_channel_limit`); one more is refused with 106. */
  channelLimit: 128,
  /** A client whose socket buffers more than this is too slow to keep up and is disconnected (3008). */
  maxBufferedBytes: 4 * 1024 * 1024,
  /**
   * At most one WebSocket message per client per this many milliseconds while publications stream in (a frame
   * after a quiet spell goes out at once), like Centrifugo's write delay: fewer, larger writes per client.
   */
  batchWindowMs: 20,
} as const;

/** Where the hub reports what goes wrong inside it (Fastify's and pino's loggers fit). */
export interface HubLogger {
  warn(context: object, message: string): void;
}

/** Settings of a `RealtimeHub`; every duration is in milliseconds. */
export interface HubOptions {
  tokenSecret: string;
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  expiredCloseDelayMs?: number;
  historySize?: number;
  historyTtlMs?: number;
  /** Subscriptions one connection may hold, server-side ones included (`HUB_DEFAULTS`). */
  channelLimit?: number;
  /** Shortest time between two messages to one client while publications stream in (`HUB_DEFAULTS`). */
  batchWindowMs?: number;
  /** Visitors may connect without a token (and subscribe to public channels). */
  allowAnonymous?: boolean;
  /** The channels the hub serves; the product's by default. */
  channels?: ChannelPolicy;
  /** The clock for token expiry and history ttl (tests move it). */
  now?: () => number;
  logger?: HubLogger;
}

/**
 * The embedded real-time hub: speaks Centrifugo's client protocol over WebSocket so that the browser uses the
 * official `centrifuge` client against the sandbox exactly as against a Centrifugo cluster.
 */
export class RealtimeHub {
  readonly #options: Required<Omit<HubOptions, 'now' | 'logger'>> & { now: () => number };
  readonly #logger: HubLogger | undefined;
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #sessions = new Set<HubSession>();
  readonly #registry: SubscriptionRegistry<HubSession>;
  readonly #detach: (() => void)[] = [];
  readonly #fanout: Fanout<HubSession>;
  readonly #commands: HubCommands;
  readonly #sweep: NodeJS.Timeout;
  #outage = false;

  constructor({ logger, ...options }: HubOptions) {
    this.#options = {
      pingIntervalMs: HUB_DEFAULTS.pingIntervalMs,
      pongTimeoutMs: HUB_DEFAULTS.pongTimeoutMs,
      expiredCloseDelayMs: HUB_DEFAULTS.expiredCloseDelayMs,
      historySize: HUB_DEFAULTS.historySize,
      historyTtlMs: HUB_DEFAULTS.historyTtlMs,
      channelLimit: HUB_DEFAULTS.channelLimit,
      batchWindowMs: HUB_DEFAULTS.batchWindowMs,
      allowAnonymous: true,
      channels: productChannelPolicy,
      now: Date.now,
      ...options,
    };
    this.#logger = logger;
    this.#registry = new SubscriptionRegistry({
      historySize: this.#options.historySize,
      historyTtlMs: this.#options.historyTtlMs,
      now: this.#options.now,
    });
    this.#fanout = new Fanout<HubSession>({
      subscribers: (channel) => this.#registry.subscribers(channel),
      batchWindowMs: this.#options.batchWindowMs,
      maxBufferedBytes: HUB_DEFAULTS.maxBufferedBytes,
      onSlow: (session) => session.socket.close(CloseCode.slow, 'slow'),
    });
    this.#commands = new HubCommands({
      ...this.#options,
      registry: this.#registry,
      fanout: this.#fanout,
      logger,
      alive: (session) => this.#sessions.has(session),
    });
    this.#server.on('connection', (socket) => this.#open(socket));
    this.#sweep = setInterval(() => this.#registry.sweep(), Math.max(1000, this.#options.historyTtlMs));
    this.#sweep.unref();
  }

  /** Serves the hub on `path` of an HTTP server; other upgrade requests are left to other handlers. */
  attach(server: Server, path = '/connection/websocket'): void {
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if ((request.url ?? '').split('?')[0] !== path) return;
      // NOTE: during a simulated outage the socket is cut before any answer, as an unreachable network would.
      if (this.#outage) return void socket.destroy();
      this.#server.handleUpgrade(request, socket, head, (ws) => this.#server.emit('connection', ws, request));
    };
    server.on('upgrade', onUpgrade);
    this.#detach.push(() => server.off('upgrade', onUpgrade));
  }

  /**
   * Publishes `data` to a channel's subscribers and history; returns its position in the stream. Throws for a
   * channel no client could subscribe to (as Centrifugo's API answers 102), so a wrong name fails loudly.
   */
  publish(channel: string, data: unknown): { offset: number; epoch: string } {
    if (!servesChannel(this.#options.channels, channel))
      throw new Error(`Unknown real-time channel: ${channel}`);
    const stream = this.#registry.stream(channel);
    const publication = stream.append(data);
    if ((this.#registry.subscribers(channel)?.size ?? 0) > 0) {
      // NOTE: serialised once for every subscriber: fan-out cost is one string per publication, not per client.
      const push: Push = { channel, pub: publication };
      this.#fanout.publish(channel, JSON.stringify({ push }));
    }
    return { offset: publication.offset, epoch: stream.epoch };
  }

  /**
   * Disconnects every connection of a user, for example on sign-out. The default 3503 "force disconnect" is
   * terminal; 3000–3499 codes make the client reconnect.
   */
  disconnectUser(
    userId: string,
    code: number = CloseCode.forceDisconnect,
    reason = 'force disconnect',
  ): void {
    for (const session of this.#sessions) if (session.userId === userId) session.socket.close(code, reason);
  }

  /** Closes every connection with a close code (3000–3499: the clients reconnect). */
  disconnectAll(code: number, reason: string): void {
    for (const session of this.#sessions) session.socket.close(code, reason);
  }

  /**
   * Starts or ends a simulated network outage (the control API's): every socket is cut without a closing
   * handshake, as a dropped network cuts it, and new ones are refused until it ends. Publications still go to
   * the histories, so clients that come back recover what they missed.
   */
  setOutage(on: boolean): void {
    this.#outage = on;
    if (on) for (const session of this.#sessions) session.socket.terminate();
  }

  /** Whether a simulated outage is on. */
  get outage(): boolean {
    return this.#outage;
  }

  /** Connection, subscription and channel counts (channels with subscribers or history), for tests and benchmarks. */
  stats(): { connections: number; subscriptions: number; channels: number } {
    return { connections: this.#sessions.size, ...this.#registry.stats() };
  }

  /** Closes every connection with "shutdown" (clients reconnect) and stops serving. */
  async close(): Promise<void> {
    clearInterval(this.#sweep);
    for (const detach of this.#detach.splice(0)) detach();
    this.disconnectAll(CloseCode.shutdown, 'shutdown');
    // NOTE: a client that does not finish the closing handshake must not hold the server's shutdown up.
    const deadline = Date.now() + 1000;
    while (this.#sessions.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const session of this.#sessions) session.socket.terminate();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #open(socket: WebSocket): void {
    const session = new HubSession(socket, {
      send: (target, frame) => this.#fanout.send(target, frame),
      now: this.#options.now,
      pingIntervalMs: this.#options.pingIntervalMs,
      pongTimeoutMs: this.#options.pongTimeoutMs,
      expiredCloseDelayMs: this.#options.expiredCloseDelayMs,
    });
    this.#sessions.add(session);
    socket.on('message', (raw) => {
      // NOTE: commands are handled strictly in order, even when one waits for a token check.
      session.queue = session.queue
        .then(() => this.#commands.onFrame(session, String(raw)))
        .catch((error: unknown) => {
          this.#logger?.warn({ err: error, client: session.id }, 'real-time command failed');
          socket.close(CloseCode.internal, 'internal error');
        });
    });
    socket.on('close', () => this.#drop(session));
    socket.on('error', () => socket.terminate());
  }

  #drop(session: HubSession): void {
    this.#sessions.delete(session);
    this.#fanout.drop(session);
    this.#registry.removeAll(session);
    session.stop();
  }
}
