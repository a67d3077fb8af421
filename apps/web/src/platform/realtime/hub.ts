import type { SubscriptionOptions } from 'centrifuge';

/** Connection states of SPEC §4 Real-time (the same strings `centrifuge` uses). */
export type ConnectionState = 'disconnected' | 'connecting' | 'connected';

/** What a `subscribed` event says about recovery: whether missed publications were replayed. */
export interface HubSubscribedContext {
  wasRecovering: boolean;
  recovered: boolean;
}

/** The part of a `centrifuge` Subscription the real-time client uses. */
export interface HubSubscription {
  subscribe(): void;
  unsubscribe(): void;
  on(event: 'publication', listener: (ctx: { data: unknown }) => void): unknown;
  on(event: 'subscribed', listener: (ctx: HubSubscribedContext) => void): unknown;
}

/**
 * The part of the `centrifuge` client the real-time client uses: narrow on purpose, so that tests can stand in a
 * fake and nothing else in the app reaches past this module into the library.
 */
export interface HubClient {
  readonly state: string;
  connect(): void;
  disconnect(): void;
  setToken(token: string): void;
  newSubscription(channel: string, options?: SubscriptionOptions): HubSubscription;
  removeSubscription(subscription: HubSubscription | null): void;
  on(event: 'state', listener: (ctx: { newState: string }) => void): unknown;
  on(
    event: 'error',
    listener: (ctx: { type: string; error: { code: number; message: string } }) => void,
  ): unknown;
}

/** The hub as the page drives it: the client's calls, and a reconnect that does not wait out the back-off. */
export interface PageHub extends HubClient {
  /** Starts a connection attempt at once if the client is waiting to reconnect; does nothing otherwise. */
  reconnectNow(): void;
}

/**
 * Skips the reconnect back-off: a client waiting to reconnect (`connecting`) starts a new attempt at once, one
 * connected or deliberately disconnected is left alone. NOTE: through the client's own `disconnect` and
 * `connect`, which keep its subscriptions and their stream positions, so they resubscribe and recover what the
 * outage missed; the back-off (up to 20 s, SPEC §9) made prices catch up 0.4–19 s after the network returned.
 */
export function reconnectSkippingBackoff(hub: HubClient): void {
  if (hub.state !== 'connecting') return;
  hub.disconnect();
  hub.connect();
}
