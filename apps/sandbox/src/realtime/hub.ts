import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { ChannelStream } from './history';
import { CloseCode, ErrorCode, isValidChannel, methodOf, namespaceOf, parseFrame } from './protocol';
import type { Command, ReplyError, SubscribeRequest } from './protocol';
import { verifyToken } from './tokens';

/** Defaults of Centrifugo's client settings (CENTRIFUGO.md §4, §6, §7). */
export const HUB_DEFAULTS = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  expiredCloseDelayMs: 25_000,
  historySize: 100,
  historyTtlMs: 300_000,
  /** A client whose socket buffers more than this is too slow to keep up and is disconnected (3008). */
  maxBufferedBytes: 4 * 1024 * 1024,
} as const;

export interface HubOptions {
  tokenSecret: string;
  pingIntervalMs?: number;
  pongTimeoutMs?: number;
  expiredCloseDelayMs?: number;
  historySize?: number;
  historyTtlMs?: number;
  /** Visitors may connect without a token (and subscribe to public channels). */
  allowAnonymous?: boolean;
  /** Namespaces open to subscribers without a token; any other namespace needs a subscription token. */
  publicNamespaces?: readonly string[];
  /** Every namespace the hub knows; a channel in another one is refused with 102. */
  namespaces?: readonly string[];
  now?: () => number;
}

interface Session {
  id: string;
  socket: WebSocket;
  connected: boolean;
  userId: string;
  channels: Set<string>;
  queue: Promise<void>;
  timers: Set<NodeJS.Timeout>;
  expiryTimer?: NodeJS.Timeout;
  awaitingPong: boolean;
  /** Frames waiting for the next flush, written together as one newline-joined frame. */
  outbox: string[];
}

function sameFrames(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((frame, index) => frame === b[index]);
}

/**
 * The embedded real-time hub: speaks Centrifugo's client protocol over WebSocket so that the browser uses the
 * official `centrifuge` client against the sandbox exactly as against a Centrifugo cluster.
 */
export class RealtimeHub {
  readonly #options: Required<Omit<HubOptions, 'now'>> & { now: () => number };
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #sessions = new Set<Session>();
  readonly #subscribers = new Map<string, Set<Session>>();
  readonly #streams = new Map<string, ChannelStream>();
  readonly #detach: (() => void)[] = [];
  readonly #pendingFlush = new Set<Session>();
  #flushScheduled = false;

  constructor(options: HubOptions) {
    this.#options = {
      pingIntervalMs: HUB_DEFAULTS.pingIntervalMs,
      pongTimeoutMs: HUB_DEFAULTS.pongTimeoutMs,
      expiredCloseDelayMs: HUB_DEFAULTS.expiredCloseDelayMs,
      historySize: HUB_DEFAULTS.historySize,
      historyTtlMs: HUB_DEFAULTS.historyTtlMs,
      allowAnonymous: true,
      publicNamespaces: ['public'],
      namespaces: ['public', 'private'],
      now: Date.now,
      ...options,
    };
    this.#server.on('connection', (socket) => this.#open(socket));
  }

  /** Serves the hub on `path` of an HTTP server; other upgrade requests are left to other handlers. */
  attach(server: Server, path = '/connection/websocket'): void {
    const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      if ((request.url ?? '').split('?')[0] !== path) return;
      this.#server.handleUpgrade(request, socket, head, (ws) => this.#server.emit('connection', ws, request));
    };
    server.on('upgrade', onUpgrade);
    this.#detach.push(() => server.off('upgrade', onUpgrade));
  }

  /** Publishes `data` to a channel's subscribers and history; returns its position in the stream. */
  publish(channel: string, data: unknown): { offset: number; epoch: string } {
    const stream = this.#stream(channel);
    const publication = stream.append(data);
    const subscribers = this.#subscribers.get(channel);
    if (subscribers && subscribers.size > 0) {
      // NOTE: serialised once for every subscriber: fan-out cost is one string per publication, not per client.
      const frame = JSON.stringify({ push: { channel, pub: publication } });
      for (const session of subscribers) this.#send(session, frame);
    }
    return { offset: publication.offset, epoch: stream.epoch };
  }

  /** Disconnects every connection of a user (for example on sign-out). */
  disconnectUser(userId: string, code: number = CloseCode.invalidToken, reason = 'disconnect'): void {
    for (const session of this.#sessions) if (session.userId === userId) session.socket.close(code, reason);
  }

  /** Closes every connection with a close code (3000–3499: the clients reconnect). */
  disconnectAll(code: number, reason: string): void {
    for (const session of this.#sessions) session.socket.close(code, reason);
  }

  /** Connection and subscription counts, for tests and benchmarks. */
  stats(): { connections: number; subscriptions: number } {
    let subscriptions = 0;
    for (const set of this.#subscribers.values()) subscriptions += set.size;
    return { connections: this.#sessions.size, subscriptions };
  }

  /** Closes every connection with "shutdown" (clients reconnect) and stops serving. */
  async close(): Promise<void> {
    for (const detach of this.#detach.splice(0)) detach();
    this.disconnectAll(CloseCode.shutdown, 'shutdown');
    // NOTE: a client that does not finish the closing handshake must not hold the server's shutdown up.
    const deadline = Date.now() + 1000;
    while (this.#sessions.size > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    for (const session of this.#sessions) session.socket.terminate();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #stream(channel: string): ChannelStream {
    let stream = this.#streams.get(channel);
    if (!stream) {
      stream = new ChannelStream(this.#options.historySize, this.#options.historyTtlMs, this.#options.now);
      this.#streams.set(channel, stream);
    }
    return stream;
  }

  #open(socket: WebSocket): void {
    const session: Session = {
      id: randomUUID(),
      socket,
      connected: false,
      userId: '',
      channels: new Set(),
      queue: Promise.resolve(),
      timers: new Set(),
      awaitingPong: false,
      outbox: [],
    };
    this.#sessions.add(session);
    socket.on('message', (raw) => {
      // NOTE: commands are handled strictly in order, even when one waits for a token check.
      session.queue = session.queue
        .then(() => this.#onFrame(session, String(raw)))
        .catch(() => {
          socket.close(CloseCode.internal, 'internal error');
        });
    });
    socket.on('close', () => this.#drop(session));
    socket.on('error', () => socket.terminate());
  }

  #drop(session: Session): void {
    this.#sessions.delete(session);
    for (const channel of session.channels) this.#subscribers.get(channel)?.delete(session);
    for (const timer of session.timers) clearTimeout(timer);
    if (session.expiryTimer) clearTimeout(session.expiryTimer);
  }

  /**
   * Queues a frame for a client. NOTE: like Centrifugo, the hub batches: everything queued in one turn of the
   * event loop goes out as one WebSocket frame of newline-joined objects, so a burst of publications costs one
   * write per client, not one per publication. Order is kept.
   */
  #send(session: Session, frame: string): void {
    if (session.socket.readyState !== session.socket.OPEN) return;
    session.outbox.push(frame);
    this.#pendingFlush.add(session);
    if (!this.#flushScheduled) {
      this.#flushScheduled = true;
      setImmediate(() => this.#flush());
    }
  }

  #flush(): void {
    this.#flushScheduled = false;
    // NOTE: subscribers of the same channel usually hold the very same frames; they share one encoded buffer
    // instead of each paying for a join and a UTF-8 encoding.
    let shared: { frames: string[]; payload: Buffer } | undefined;
    for (const session of this.#pendingFlush) {
      const frames = session.outbox;
      session.outbox = [];
      if (frames.length === 0 || session.socket.readyState !== session.socket.OPEN) continue;
      if (session.socket.bufferedAmount > HUB_DEFAULTS.maxBufferedBytes) {
        session.socket.close(CloseCode.slow, 'slow');
        continue;
      }
      if (!shared || !sameFrames(shared.frames, frames))
        shared = { frames, payload: Buffer.from(frames.join('\n')) };
      session.socket.send(shared.payload, { binary: false });
    }
    this.#pendingFlush.clear();
  }

  #reply(session: Session, id: number | undefined, method: string, result: object): void {
    this.#send(session, JSON.stringify({ id, [method]: result }));
  }

  #error(session: Session, id: number | undefined, error: ReplyError): void {
    this.#send(session, JSON.stringify({ id, error }));
  }

  async #onFrame(session: Session, frame: string): Promise<void> {
    const commands = parseFrame(frame);
    if (!commands) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    for (const command of commands) {
      if (session.socket.readyState !== session.socket.OPEN) return;
      await this.#handle(session, command);
    }
  }

  async #handle(session: Session, command: Command): Promise<void> {
    const method = methodOf(command);
    if (method === 'pong') {
      session.awaitingPong = false;
      return;
    }
    if (method === 'send') return;
    if (method === 'connect') return this.#connect(session, command);
    if (!session.connected) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    switch (method) {
      case 'subscribe':
        return this.#subscribe(session, command.id, command.subscribe!);
      case 'unsubscribe':
        this.#unsubscribe(session, command.unsubscribe?.channel ?? '');
        return this.#reply(session, command.id, 'unsubscribe', {});
      case 'refresh':
        return this.#refresh(session, command.id, command.refresh?.token ?? '');
      case 'sub_refresh':
        return this.#subRefresh(session, command.id, command.sub_refresh!);
      default:
        return this.#error(session, command.id, { code: ErrorCode.notAvailable, message: 'not available' });
    }
  }

  #ttlFields(exp: number | undefined): { expires?: true; ttl?: number } {
    if (exp === undefined) return {};
    return { expires: true, ttl: Math.max(1, Math.round(exp - this.#options.now() / 1000)) };
  }

  #scheduleExpiry(session: Session, exp: number | undefined): void {
    if (session.expiryTimer) clearTimeout(session.expiryTimer);
    if (exp === undefined) return;
    const delay = exp * 1000 - this.#options.now() + this.#options.expiredCloseDelayMs;
    session.expiryTimer = setTimeout(
      () => session.socket.close(CloseCode.connectionExpired, 'connection expired'),
      Math.max(0, delay),
    );
  }

  async #connect(session: Session, command: Command): Promise<void> {
    if (session.connected)
      return this.#error(session, command.id, { code: ErrorCode.badRequest, message: 'already connected' });
    const token = command.connect?.token;
    let exp: number | undefined;
    if (token) {
      const verified = await verifyToken(token, this.#options.tokenSecret);
      if (verified === 'expired')
        return this.#error(session, command.id, { code: ErrorCode.tokenExpired, message: 'token expired' });
      if (verified === 'invalid') {
        session.socket.close(CloseCode.invalidToken, 'invalid token');
        return;
      }
      session.userId = verified.sub;
      exp = verified.exp;
    } else if (!this.#options.allowAnonymous) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    session.connected = true;
    this.#scheduleExpiry(session, exp);
    this.#startPings(session);
    this.#reply(session, command.id, 'connect', {
      client: session.id,
      version: 'sandbox',
      ping: this.#pingSeconds(),
      pong: true,
      ...this.#ttlFields(exp),
    });
  }

  /** The ping interval in whole seconds, as the protocol states it (at least 1). */
  #pingSeconds(): number {
    return Math.max(1, Math.round(this.#options.pingIntervalMs / 1000));
  }

  #startPings(session: Session): void {
    const pingIntervalMs = this.#pingSeconds() * 1000;
    const { pongTimeoutMs } = this.#options;
    const schedule = (delay: number) => {
      const timer = setTimeout(() => {
        session.timers.delete(timer);
        if (session.awaitingPong) {
          session.socket.close(CloseCode.noPong, 'no pong');
          return;
        }
        session.awaitingPong = true;
        this.#send(session, '{}');
        const check = setTimeout(() => {
          session.timers.delete(check);
          if (session.awaitingPong) session.socket.close(CloseCode.noPong, 'no pong');
        }, pongTimeoutMs);
        session.timers.add(check);
        schedule(pingIntervalMs);
      }, delay);
      session.timers.add(timer);
    };
    // NOTE: the first ping comes at a random point in [interval/2, interval], as Centrifugo does.
    schedule(pingIntervalMs / 2 + Math.random() * (pingIntervalMs / 2));
  }

  async #subscribe(session: Session, id: number | undefined, request: SubscribeRequest): Promise<void> {
    const { channel } = request;
    if (!channel || !isValidChannel(channel))
      return this.#error(session, id, { code: ErrorCode.badRequest, message: 'bad request' });
    const namespace = namespaceOf(channel);
    if (!this.#options.namespaces.includes(namespace))
      return this.#error(session, id, { code: ErrorCode.unknownChannel, message: 'unknown channel' });
    if (session.channels.has(channel))
      return this.#error(session, id, { code: ErrorCode.alreadySubscribed, message: 'already subscribed' });
    let exp: number | undefined;
    if (request.token) {
      const verified = await verifyToken(request.token, this.#options.tokenSecret);
      if (verified === 'expired')
        return this.#error(session, id, { code: ErrorCode.tokenExpired, message: 'token expired' });
      if (verified === 'invalid')
        return this.#error(session, id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
      if (verified.channel !== channel || verified.sub !== session.userId) {
        session.socket.close(CloseCode.invalidToken, 'invalid token');
        return;
      }
      exp = verified.exp;
    } else if (channel.startsWith('$') || !this.#options.publicNamespaces.includes(namespace)) {
      return this.#error(session, id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    }

    const stream = this.#stream(channel);
    const recovering = request.recover === true;
    const missed =
      recovering && request.epoch
        ? stream.since({ offset: request.offset ?? 0, epoch: request.epoch })
        : null;
    session.channels.add(channel);
    let subscribers = this.#subscribers.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.#subscribers.set(channel, subscribers);
    }
    subscribers.add(session);
    this.#reply(session, id, 'subscribe', {
      recoverable: true,
      positioned: true,
      epoch: stream.epoch,
      offset: missed ? (request.offset ?? 0) : stream.top,
      ...(recovering ? { was_recovering: true, recovered: missed !== null } : {}),
      ...(missed && missed.length > 0 ? { publications: missed } : {}),
      ...this.#ttlFields(exp),
    });
  }

  #unsubscribe(session: Session, channel: string): void {
    session.channels.delete(channel);
    this.#subscribers.get(channel)?.delete(session);
  }

  async #refresh(session: Session, id: number | undefined, token: string): Promise<void> {
    const verified = await verifyToken(token, this.#options.tokenSecret);
    if (verified === 'expired')
      return this.#error(session, id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    if (verified === 'invalid' || verified.sub !== session.userId) {
      session.socket.close(CloseCode.invalidToken, 'invalid token');
      return;
    }
    this.#scheduleExpiry(session, verified.exp);
    this.#reply(session, id, 'refresh', this.#ttlFields(verified.exp));
  }

  async #subRefresh(
    session: Session,
    id: number | undefined,
    request: { channel: string; token: string },
  ): Promise<void> {
    const verified = await verifyToken(request.token, this.#options.tokenSecret);
    if (verified === 'expired')
      return this.#error(session, id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    if (verified === 'invalid' || verified.channel !== request.channel || verified.sub !== session.userId) {
      session.socket.close(CloseCode.invalidToken, 'invalid token');
      return;
    }
    this.#reply(session, id, 'sub_refresh', this.#ttlFields(verified.exp));
  }
}
