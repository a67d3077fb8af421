import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import { Fanout } from './fanout';
import { ChannelStream } from './history';
import {
  CloseCode,
  ErrorCode,
  UnsubscribeCode,
  isValidChannel,
  methodOf,
  namespaceOf,
  parseFrame,
} from './protocol';
import type {
  Command,
  ConnectResult,
  Push,
  RecoveryRequest,
  ReplyError,
  SubscribeRequest,
  SubscribeResult,
} from './protocol';
import { verifyToken } from './tokens';
import type { VerifiedToken } from './tokens';

/** Defaults of Centrifugo's client settings (CENTRIFUGO.md §4, §6, §7). */
export const HUB_DEFAULTS = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  expiredCloseDelayMs: 25_000,
  historySize: 100,
  historyTtlMs: 300_000,
  /** A client whose socket buffers more than this is too slow to keep up and is disconnected (3008). */
  maxBufferedBytes: 4 * 1024 * 1024,
  /**
   * At most one WebSocket message per client per this many milliseconds while publications stream in (a frame
   * after a quiet spell goes out at once), like Centrifugo's write delay: fewer, larger writes per client.
   */
  batchWindowMs: 20,
} as const;

/** The longest delay `setTimeout` keeps; a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

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
  /** Shortest time between two messages to one client while publications stream in (`HUB_DEFAULTS`). */
  batchWindowMs?: number;
  /** Visitors may connect without a token (and subscribe to public channels). */
  allowAnonymous?: boolean;
  /** Namespaces open to subscribers without a token; any other namespace needs a subscription token. */
  publicNamespaces?: readonly string[];
  /** Every namespace the hub knows; a channel in another one is refused with 102. */
  namespaces?: readonly string[];
  /** The clock for token expiry and history ttl (tests move it). */
  now?: () => number;
  logger?: HubLogger;
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
  /** Per channel: when its subscription token runs out without a `sub_refresh`. */
  subscriptionTimers: Map<string, NodeJS.Timeout>;
  awaitingPong: boolean;
}

function isObject<T>(value: T | null | undefined): value is T {
  return typeof value === 'object' && value !== null;
}

/**
 * The embedded real-time hub: speaks Centrifugo's client protocol over WebSocket so that the browser uses the
 * official `centrifuge` client against the sandbox exactly as against a Centrifugo cluster.
 */
export class RealtimeHub {
  readonly #options: Required<Omit<HubOptions, 'now' | 'logger'>> & { now: () => number };
  readonly #logger: HubLogger | undefined;
  readonly #server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  readonly #sessions = new Set<Session>();
  readonly #subscribers = new Map<string, Set<Session>>();
  readonly #streams = new Map<string, ChannelStream>();
  readonly #detach: (() => void)[] = [];
  readonly #fanout: Fanout<Session>;
  readonly #sweep: NodeJS.Timeout;
  #outage = false;

  constructor({ logger, ...options }: HubOptions) {
    this.#options = {
      pingIntervalMs: HUB_DEFAULTS.pingIntervalMs,
      pongTimeoutMs: HUB_DEFAULTS.pongTimeoutMs,
      expiredCloseDelayMs: HUB_DEFAULTS.expiredCloseDelayMs,
      historySize: HUB_DEFAULTS.historySize,
      historyTtlMs: HUB_DEFAULTS.historyTtlMs,
      batchWindowMs: HUB_DEFAULTS.batchWindowMs,
      allowAnonymous: true,
      publicNamespaces: ['public'],
      namespaces: ['public', 'private'],
      now: Date.now,
      ...options,
    };
    this.#logger = logger;
    this.#fanout = new Fanout<Session>({
      subscribers: (channel) => this.#subscribers.get(channel),
      batchWindowMs: this.#options.batchWindowMs,
      maxBufferedBytes: HUB_DEFAULTS.maxBufferedBytes,
      onSlow: (session) => session.socket.close(CloseCode.slow, 'slow'),
    });
    this.#server.on('connection', (socket) => this.#open(socket));
    // NOTE: histories shrink on publish and on recovery only; a channel that went quiet (a finished match)
    // would otherwise hold its last publications for good.
    this.#sweep = setInterval(
      () => {
        for (const stream of this.#streams.values()) stream.expire();
      },
      Math.max(1000, this.#options.historyTtlMs),
    );
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
    if (!this.#knows(channel)) throw new Error(`Unknown real-time channel: ${channel}`);
    const stream = this.#stream(channel);
    const publication = stream.append(data);
    const subscribers = this.#subscribers.get(channel);
    if (subscribers && subscribers.size > 0) {
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

  /** Connection and subscription counts, for tests and benchmarks. */
  stats(): { connections: number; subscriptions: number } {
    let subscriptions = 0;
    for (const set of this.#subscribers.values()) subscriptions += set.size;
    return { connections: this.#sessions.size, subscriptions };
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

  /** A valid channel name in a namespace the hub serves. */
  #knows(channel: string): boolean {
    return isValidChannel(channel) && this.#options.namespaces.includes(namespaceOf(channel));
  }

  /** The session is still open; checked after every await, since the socket may close meanwhile. */
  #alive(session: Session): boolean {
    return this.#sessions.has(session);
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
      subscriptionTimers: new Map(),
      awaitingPong: false,
    };
    this.#sessions.add(session);
    socket.on('message', (raw) => {
      // NOTE: commands are handled strictly in order, even when one waits for a token check.
      session.queue = session.queue
        .then(() => this.#onFrame(session, String(raw)))
        .catch((error: unknown) => {
          this.#logger?.warn({ err: error, client: session.id }, 'real-time command failed');
          socket.close(CloseCode.internal, 'internal error');
        });
    });
    socket.on('close', () => this.#drop(session));
    socket.on('error', () => socket.terminate());
  }

  #drop(session: Session): void {
    this.#sessions.delete(session);
    this.#fanout.drop(session);
    for (const channel of session.channels) this.#subscribers.get(channel)?.delete(session);
    for (const timer of session.timers) clearTimeout(timer);
    for (const timer of session.subscriptionTimers.values()) clearTimeout(timer);
    if (session.expiryTimer) clearTimeout(session.expiryTimer);
  }

  /** Queues a frame for one client; it goes out with the next batch (see `Fanout`). */
  #send(session: Session, frame: string): void {
    this.#fanout.send(session, frame);
  }

  #reply(session: Session, id: number | undefined, method: string, result: object): void {
    this.#send(session, JSON.stringify({ id, [method]: result }));
  }

  #error(session: Session, id: number | undefined, error: ReplyError): void {
    this.#send(session, JSON.stringify({ id, error }));
  }

  #badRequest(session: Session, id: number | undefined): void {
    this.#error(session, id, { code: ErrorCode.badRequest, message: 'bad request' });
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
        if (!isObject(command.subscribe)) return this.#badRequest(session, command.id);
        return this.#subscribe(session, command.id, command.subscribe);
      case 'unsubscribe':
        this.#unsubscribe(session, command.unsubscribe?.channel ?? '');
        return this.#reply(session, command.id, 'unsubscribe', {});
      case 'refresh':
        return this.#refresh(session, command.id, command.refresh?.token ?? '');
      case 'sub_refresh':
        if (!isObject(command.sub_refresh)) return this.#badRequest(session, command.id);
        return this.#subRefresh(session, command.id, command.sub_refresh);
      default:
        return this.#error(session, command.id, { code: ErrorCode.notAvailable, message: 'not available' });
    }
  }

  #ttlFields(exp: number | undefined): { expires?: true; ttl?: number } {
    if (exp === undefined) return {};
    return { expires: true, ttl: Math.max(1, Math.floor(exp - this.#options.now() / 1000)) };
  }

  /** A timer for when a token with `exp` has run out plus the grace delay; none for far-off expiries. */
  #expiryTimer(exp: number | undefined, onExpired: () => void): NodeJS.Timeout | undefined {
    if (exp === undefined) return undefined;
    const delay = exp * 1000 - this.#options.now() + this.#options.expiredCloseDelayMs;
    // NOTE: a token valid for weeks is not policed; a longer setTimeout would fire at once instead.
    if (delay > MAX_TIMER_MS) return undefined;
    return setTimeout(onExpired, Math.max(0, delay));
  }

  #scheduleExpiry(session: Session, exp: number | undefined): void {
    if (session.expiryTimer) clearTimeout(session.expiryTimer);
    session.expiryTimer = this.#expiryTimer(exp, () =>
      session.socket.close(CloseCode.connectionExpired, 'connection expired'),
    );
  }

  /** Ends a subscription whose token ran out unrefreshed; the client resubscribes with a new token. */
  #scheduleSubscriptionExpiry(session: Session, channel: string, exp: number | undefined): void {
    const previous = session.subscriptionTimers.get(channel);
    if (previous) clearTimeout(previous);
    session.subscriptionTimers.delete(channel);
    const timer = this.#expiryTimer(exp, () => {
      this.#unsubscribe(session, channel);
      const push: Push = {
        channel,
        unsubscribe: { code: UnsubscribeCode.subscriptionExpired, reason: 'subscription expired' },
      };
      this.#send(session, JSON.stringify({ push }));
    });
    if (timer) session.subscriptionTimers.set(channel, timer);
  }

  async #connect(session: Session, command: Command): Promise<void> {
    if (session.connected)
      return this.#error(session, command.id, { code: ErrorCode.badRequest, message: 'already connected' });
    const token = command.connect?.token;
    let claims: VerifiedToken = { sub: '' };
    if (token) {
      const verified = await this.#verify(token);
      if (!this.#alive(session)) return;
      if (verified === 'expired')
        return this.#error(session, command.id, { code: ErrorCode.tokenExpired, message: 'token expired' });
      // NOTE: a subscription token (it names a channel) is no connection token.
      if (verified === 'invalid' || verified.channel !== undefined) {
        session.socket.close(CloseCode.invalidToken, 'invalid token');
        return;
      }
      claims = verified;
    } else if (!this.#options.allowAnonymous) {
      session.socket.close(CloseCode.badRequest, 'bad request');
      return;
    }
    session.userId = claims.sub;
    session.connected = true;
    this.#scheduleExpiry(session, claims.exp);
    this.#startPings(session);
    // NOTE: the token's `channels` are server-side subscriptions: granted by the token itself, recovered
    // through the connect command's `subs` when the client comes back.
    const subs: Record<string, SubscribeResult> = {};
    for (const channel of claims.channels ?? []) {
      if (!this.#knows(channel) || session.channels.has(channel)) {
        this.#logger?.warn({ channel }, 'connection token names a channel the hub does not serve');
        continue;
      }
      subs[channel] = this.#join(session, channel, command.connect?.subs?.[channel] ?? {});
    }
    const result: ConnectResult = {
      client: session.id,
      version: 'sandbox',
      ping: this.#pingSeconds(),
      pong: true,
      ...this.#ttlFields(claims.exp),
      ...(Object.keys(subs).length > 0 ? { subs } : {}),
    };
    this.#reply(session, command.id, 'connect', result);
  }

  #verify(token: string): ReturnType<typeof verifyToken> {
    return verifyToken(token, this.#options.tokenSecret, { now: this.#options.now });
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
    if (typeof channel !== 'string' || !isValidChannel(channel))
      return this.#error(session, id, { code: ErrorCode.badRequest, message: 'bad request' });
    const namespace = namespaceOf(channel);
    if (!this.#options.namespaces.includes(namespace))
      return this.#error(session, id, { code: ErrorCode.unknownChannel, message: 'unknown channel' });
    if (session.channels.has(channel))
      return this.#error(session, id, { code: ErrorCode.alreadySubscribed, message: 'already subscribed' });
    let exp: number | undefined;
    if (request.token) {
      const verified = await this.#verify(request.token);
      if (!this.#alive(session)) return;
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
    // NOTE: commands run one at a time per connection, so nothing subscribed the channel during the await.
    const result = this.#join(session, channel, request);
    this.#scheduleSubscriptionExpiry(session, channel, exp);
    this.#reply(session, id, 'subscribe', { ...result, ...this.#ttlFields(exp) });
  }

  /**
   * Adds a subscriber to a channel and says where its stream stands: with a recovery request, the
   * publications after the client's position when the history still holds them all (`recovered`), else the
   * current top for the client to start over from.
   */
  #join(session: Session, channel: string, recovery: RecoveryRequest): SubscribeResult {
    const stream = this.#stream(channel);
    const recovering = recovery.recover === true;
    const offset = recovery.offset ?? 0;
    const missed = recovering && recovery.epoch ? stream.since({ offset, epoch: recovery.epoch }) : null;
    this.#fanout.beforeJoin(session);
    session.channels.add(channel);
    let subscribers = this.#subscribers.get(channel);
    if (!subscribers) {
      subscribers = new Set();
      this.#subscribers.set(channel, subscribers);
    }
    subscribers.add(session);
    return {
      recoverable: true,
      positioned: true,
      epoch: stream.epoch,
      offset: missed ? offset : stream.top,
      ...(recovering ? { was_recovering: true as const, recovered: missed !== null } : {}),
      ...(missed && missed.length > 0 ? { publications: missed } : {}),
    };
  }

  #unsubscribe(session: Session, channel: string): void {
    session.channels.delete(channel);
    this.#subscribers.get(channel)?.delete(session);
    const timer = session.subscriptionTimers.get(channel);
    if (timer) clearTimeout(timer);
    session.subscriptionTimers.delete(channel);
  }

  async #refresh(session: Session, id: number | undefined, token: string): Promise<void> {
    const verified = await this.#verify(token);
    if (!this.#alive(session)) return;
    if (verified === 'expired')
      return this.#error(session, id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    if (verified === 'invalid' || verified.channel !== undefined || verified.sub !== session.userId) {
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
    if (!session.channels.has(request.channel))
      return this.#error(session, id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    const verified = await this.#verify(request.token);
    if (!this.#alive(session)) return;
    if (verified === 'expired')
      return this.#error(session, id, { code: ErrorCode.tokenExpired, message: 'token expired' });
    if (verified === 'invalid' || verified.channel !== request.channel || verified.sub !== session.userId) {
      session.socket.close(CloseCode.invalidToken, 'invalid token');
      return;
    }
    // NOTE: the subscription may have expired during the await; a refresh does not bring it back.
    if (!session.channels.has(request.channel))
      return this.#error(session, id, { code: ErrorCode.permissionDenied, message: 'permission denied' });
    this.#scheduleSubscriptionExpiry(session, request.channel, verified.exp);
    this.#reply(session, id, 'sub_refresh', this.#ttlFields(verified.exp));
  }
}
