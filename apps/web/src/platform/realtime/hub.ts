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
