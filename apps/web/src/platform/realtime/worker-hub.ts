import type { SubscriptionOptions } from 'centrifuge';
import type { HubSubscribedContext, HubSubscription, PageHub } from './hub';
import type { CheckedPublication, PageMessage, WorkerMessage } from './hub-protocol';
import type { ParsedEvent } from './parse-event';

/** The page's end of the worker: a `Worker`, or one end of a channel in tests. */
export interface HubPort {
  postMessage(message: PageMessage): void;
  addEventListener(type: 'message', listener: (event: { data: WorkerMessage }) => void): void;
  /** The worker failed: its script did not load or threw. */
  addEventListener(type: 'error', listener: (event: { message?: string }) => void): void;
}

/**
 * The worker's publications are parse results already: the real-time client's `parseEvent` when its hub is a
 * worker hub.
 */
export function parsedInWorker(data: unknown): ParsedEvent {
  return data as ParsedEvent;
}

/** Starts the real-time worker (the `centrifuge` client and the contract's event schemas, off the main thread). */
export function startRealtimeWorker(): HubPort {
  return new Worker(new URL('./realtime.worker.ts', import.meta.url), { name: 'realtime' });
}

type StateListener = (ctx: { newState: string }) => void;
type ErrorListener = (ctx: { type: string; error: { code: number; message: string } }) => void;

class WorkerSubscription implements HubSubscription {
  readonly publication: Array<(ctx: { data: unknown }) => void> = [];
  readonly subscribed: Array<(ctx: HubSubscribedContext) => void> = [];

  constructor(
    readonly id: number,
    readonly channel: string,
    readonly getToken: SubscriptionOptions['getToken'],
    private readonly port: HubPort,
  ) {}

  subscribe(): void {
    this.port.postMessage({ type: 'subscribe', id: this.id });
  }

  unsubscribe(): void {
    this.port.postMessage({ type: 'unsubscribe', id: this.id });
  }

  on(event: 'publication', listener: (ctx: { data: unknown }) => void): this;
  on(event: 'subscribed', listener: (ctx: HubSubscribedContext) => void): this;
  on(event: 'publication' | 'subscribed', listener: (ctx: never) => void): this {
    // The overloads above pair each event with its listener type.
    if (event === 'subscribed') this.subscribed.push(listener as (ctx: HubSubscribedContext) => void);
    else this.publication.push(listener as (ctx: { data: unknown }) => void);
    return this;
  }
}

/**
 * A hub client whose `centrifuge` client runs in the real-time worker (see `createHubHost`). NOTE: on a phone the
 * library, zod and the contract's event schemas took a long task to evaluate right after hydration, and checking
 * each publication against its schema was most of the cost of a live update; in the worker neither holds up
 * rendering or a tap. Tokens are fetched here, where the player's bearer is; publications arrive checked, so the
 * real-time client takes `parsedInWorker` as its `parseEvent`.
 */
export class WorkerHub implements PageHub {
  #state = 'disconnected';
  #lastId = 0;
  readonly #subscriptions = new Map<number, WorkerSubscription>();
  readonly #stateListeners: StateListener[] = [];
  readonly #errorListeners: ErrorListener[] = [];

  constructor(
    private readonly port: HubPort,
    url: string,
    private readonly getToken: () => Promise<string>,
  ) {
    port.addEventListener('message', ({ data }) => this.#receive(data));
    // NOTE: a worker that cannot start (its script gone after a deploy, blocked) never connects; told as a
    // client error, the real-time client reports it as a failed initial connection (SPEC §8).
    port.addEventListener('error', ({ message }) => {
      const error = { code: 0, message: message || 'the real-time worker failed' };
      for (const listener of this.#errorListeners) listener({ type: 'worker', error });
    });
    port.postMessage({ type: 'init', url });
  }

  get state(): string {
    return this.#state;
  }

  connect(): void {
    this.port.postMessage({ type: 'connect' });
  }

  disconnect(): void {
    this.port.postMessage({ type: 'disconnect' });
  }

  /** NOTE: decided in the worker, where the client's state is current (the page's copy lags by a message). */
  reconnectNow(): void {
    this.port.postMessage({ type: 'reconnect-now' });
  }

  setToken(token: string): void {
    this.port.postMessage({ type: 'set-token', token });
  }

  newSubscription(channel: string, options: SubscriptionOptions = {}): WorkerSubscription {
    this.#lastId += 1;
    const id = this.#lastId;
    const { getToken, ...portable } = options;
    const subscription = new WorkerSubscription(id, channel, getToken, this.port);
    this.#subscriptions.set(id, subscription);
    this.port.postMessage({ type: 'new-subscription', id, channel, options: portable, private: !!getToken });
    return subscription;
  }

  removeSubscription(subscription: HubSubscription | null): void {
    if (!(subscription instanceof WorkerSubscription)) return;
    this.#subscriptions.delete(subscription.id);
    this.port.postMessage({ type: 'remove-subscription', id: subscription.id });
  }

  on(event: 'state', listener: StateListener): this;
  on(event: 'error', listener: ErrorListener): this;
  on(event: 'state' | 'error', listener: StateListener | ErrorListener): this {
    if (event === 'state') this.#stateListeners.push(listener as StateListener);
    else this.#errorListeners.push(listener as ErrorListener);
    return this;
  }

  #receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'state':
        this.#state = message.state;
        for (const listener of this.#stateListeners) listener({ newState: message.state });
        return;
      case 'error':
        for (const listener of this.#errorListeners)
          listener({ type: message.errorType, error: message.error });
        return;
      case 'publications':
        for (const item of JSON.parse(message.json) as CheckedPublication[]) {
          const parsed: ParsedEvent =
            'error' in item ? { error: new Error(item.error), kind: item.kind } : { event: item.event };
          for (const listener of this.#subscriptions.get(item.id)?.publication ?? [])
            listener({ data: parsed });
        }
        return;
      case 'subscribed': {
        const { wasRecovering, recovered } = message;
        for (const listener of this.#subscriptions.get(message.id)?.subscribed ?? [])
          listener({ wasRecovering, recovered });
        return;
      }
      case 'token-request': {
        const subscription =
          message.subscription === undefined ? undefined : this.#subscriptions.get(message.subscription);
        const token =
          message.subscription === undefined
            ? this.getToken()
            : (subscription?.getToken?.({ channel: subscription.channel }) ??
              Promise.reject(new Error(`no subscription ${message.subscription}`)));
        this.#answerToken(message.requestId, token);
        return;
      }
    }
  }

  #answerToken(requestId: number, token: Promise<string>): void {
    token.then(
      (value) => this.port.postMessage({ type: 'token', requestId, token: value }),
      (error: unknown) =>
        this.port.postMessage({
          type: 'token',
          requestId,
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }
}
