import type { SubscriptionOptions } from 'centrifuge';
import type { HubSubscribedContext, HubSubscription, PageHub } from './hub';

type Listener = (ctx: never) => void;

/** A subscription of the fake hub: records subscribe calls and lets a test publish on it. */
export class FakeSubscription implements HubSubscription {
  readonly channel: string;
  readonly options: SubscriptionOptions | undefined;
  subscribed = false;
  #publication: Array<(ctx: { data: unknown }) => void> = [];
  #subscribed: Array<(ctx: HubSubscribedContext) => void> = [];

  constructor(channel: string, options?: SubscriptionOptions) {
    this.channel = channel;
    this.options = options;
  }

  subscribe(): void {
    this.subscribed = true;
  }

  unsubscribe(): void {
    this.subscribed = false;
  }

  on(event: 'publication', listener: (ctx: { data: unknown }) => void): this;
  on(event: 'subscribed', listener: (ctx: HubSubscribedContext) => void): this;
  on(event: 'publication' | 'subscribed', listener: (ctx: never) => void): this {
    // The overloads above pair each event with its listener type.
    if (event === 'subscribed') this.#subscribed.push(listener as (ctx: HubSubscribedContext) => void);
    else this.#publication.push(listener as (ctx: { data: unknown }) => void);
    return this;
  }

  /**
   * Confirms the subscription as the hub's reply would: a first subscribe by default, or a resubscribe that
   * did (`recovered`) or did not recover the publications missed meanwhile.
   */
  confirm(ctx: HubSubscribedContext = { wasRecovering: false, recovered: false }): void {
    for (const listener of this.#subscribed) listener(ctx);
  }

  /** Delivers a publication as the hub would. */
  publish(data: unknown): void {
    for (const listener of this.#publication) listener({ data });
  }
}

/**
 * A stand-in for the `centrifuge` client in unit tests: the real client against the sandbox hub is covered in
 * apps/sandbox; here the web client's own logic (ref-counting, parsing, states, reporting) is under test.
 */
export class FakeHub implements PageHub {
  state = 'disconnected';
  token = 'initial';
  readonly calls: string[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly created: FakeSubscription[] = [];
  #listeners = new Map<string, Listener[]>();
  readonly getToken: () => Promise<string>;

  constructor(getToken: () => Promise<string>) {
    this.getToken = getToken;
  }

  connect(): void {
    this.calls.push('connect');
  }

  disconnect(): void {
    this.calls.push('disconnect');
  }

  reconnectNow(): void {
    this.calls.push('reconnectNow');
  }

  setToken(token: string): void {
    this.calls.push(`setToken(${token})`);
    this.token = token;
  }

  newSubscription(channel: string, options?: SubscriptionOptions): FakeSubscription {
    // The real client throws on a second subscription to one channel; so does the fake.
    if (this.subscriptions.has(channel))
      throw new Error(`Subscription to the channel ${channel} already exists`);
    const subscription = new FakeSubscription(channel, options);
    this.subscriptions.set(channel, subscription);
    this.created.push(subscription);
    return subscription;
  }

  removeSubscription(subscription: HubSubscription | null): void {
    if (subscription instanceof FakeSubscription) this.subscriptions.delete(subscription.channel);
  }

  on(event: string, listener: Listener): this {
    this.#listeners.set(event, [...(this.#listeners.get(event) ?? []), listener]);
    return this;
  }

  /** Moves to a new state and tells the listeners, as the real client does. */
  setState(newState: string): void {
    const oldState = this.state;
    this.state = newState;
    this.emit('state', { newState, oldState });
  }

  emit(event: string, ctx: unknown): void {
    for (const listener of this.#listeners.get(event) ?? []) (listener as (ctx: unknown) => void)(ctx);
  }
}
