import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import { CloseCode } from './protocol';
import type { ReplyError } from './protocol';

/** The longest delay `setTimeout` keeps; a longer one would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** What a session needs from its hub: how frames go out, the clock and the timing settings. */
export interface SessionContext {
  /** Queues a frame for this session (the hub's batched fan-out). */
  send(session: HubSession, frame: string): void;
  now: () => number;
  pingIntervalMs: number;
  pongTimeoutMs: number;
  expiredCloseDelayMs: number;
}

/**
 * One client connection: who it is, what it is subscribed to, and the timers that police it (pings, the
 * connection token's expiry, each subscription token's expiry).
 */
export class HubSession {
  readonly id = randomUUID();
  connected = false;
  userId = '';
  readonly channels = new Set<string>();
  /** Commands run one after another, even when one waits for a token check. */
  queue: Promise<void> = Promise.resolve();
  readonly #context: SessionContext;
  readonly #timers = new Set<NodeJS.Timeout>();
  #expiryTimer?: NodeJS.Timeout;
  /** Per channel: when its subscription token runs out without a `sub_refresh`. */
  readonly #subscriptionTimers = new Map<string, NodeJS.Timeout>();
  #awaitingPong = false;

  constructor(
    readonly socket: WebSocket,
    context: SessionContext,
  ) {
    this.#context = context;
  }

  send(frame: string): void {
    this.#context.send(this, frame);
  }

  reply(id: number | undefined, method: string, result: object): void {
    this.send(JSON.stringify({ id, [method]: result }));
  }

  error(id: number | undefined, error: ReplyError): void {
    this.send(JSON.stringify({ id, error }));
  }

  pong(): void {
    this.#awaitingPong = false;
  }

  /** `expires` and `ttl` of a reply for a token with `exp`, rounded down so the client refreshes in time. */
  ttlFields(exp: number | undefined): { expires?: true; ttl?: number } {
    if (exp === undefined) return {};
    return { expires: true, ttl: Math.max(1, Math.floor(exp - this.#context.now() / 1000)) };
  }

  /** The ping interval in whole seconds, as the protocol states it (at least 1). */
  pingSeconds(): number {
    return Math.max(1, Math.round(this.#context.pingIntervalMs / 1000));
  }

  startPings(): void {
    const pingIntervalMs = this.pingSeconds() * 1000;
    const { pongTimeoutMs } = this.#context;
    const schedule = (delay: number) => {
      const timer = setTimeout(() => {
        this.#timers.delete(timer);
        if (this.#awaitingPong) {
          this.socket.close(CloseCode.noPong, 'no pong');
          return;
        }
        this.#awaitingPong = true;
        this.send('{}');
        const check = setTimeout(() => {
          this.#timers.delete(check);
          if (this.#awaitingPong) this.socket.close(CloseCode.noPong, 'no pong');
        }, pongTimeoutMs);
        this.#timers.add(check);
        schedule(pingIntervalMs);
      }, delay);
      this.#timers.add(timer);
    };
    // NOTE: the first ping comes at a random point in [interval/2, interval], as Centrifugo does.
    schedule(pingIntervalMs / 2 + Math.random() * (pingIntervalMs / 2));
  }

  /** Closes the connection (3005) when its token with `exp` has run out plus the grace delay. */
  scheduleExpiry(exp: number | undefined): void {
    if (this.#expiryTimer) clearTimeout(this.#expiryTimer);
    this.#expiryTimer = this.#expiryTimerFor(exp, () =>
      this.socket.close(CloseCode.connectionExpired, 'connection expired'),
    );
  }

  /** Calls `onExpired` when the channel's subscription token runs out unrefreshed (plus the grace delay). */
  scheduleSubscriptionExpiry(channel: string, exp: number | undefined, onExpired: () => void): void {
    this.clearSubscriptionExpiry(channel);
    const timer = this.#expiryTimerFor(exp, onExpired);
    if (timer) this.#subscriptionTimers.set(channel, timer);
  }

  clearSubscriptionExpiry(channel: string): void {
    const timer = this.#subscriptionTimers.get(channel);
    if (timer) clearTimeout(timer);
    this.#subscriptionTimers.delete(channel);
  }

  /** Stops every timer of a connection that went away. */
  stop(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    for (const timer of this.#subscriptionTimers.values()) clearTimeout(timer);
    if (this.#expiryTimer) clearTimeout(this.#expiryTimer);
  }

  /** A timer for when a token with `exp` has run out plus the grace delay; none for far-off expiries. */
  #expiryTimerFor(exp: number | undefined, onExpired: () => void): NodeJS.Timeout | undefined {
    if (exp === undefined) return undefined;
    const delay = exp * 1000 - this.#context.now() + this.#context.expiredCloseDelayMs;
    // NOTE: a token valid for weeks is not policed; a longer setTimeout would fire at once instead.
    if (delay > MAX_TIMER_MS) return undefined;
    return setTimeout(onExpired, Math.max(0, delay));
  }
}
