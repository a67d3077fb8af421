import type { SubscriptionOptions } from 'centrifuge';
import type { RealtimeEvent } from '@sportsbook/contract';

/**
 * The messages between the page and the real-time worker. The worker owns the `centrifuge` client and checks
 * every publication against the contract; the page asks it for connections and subscriptions and answers its
 * token requests (the bearer and the API client live on the page).
 */

/** Subscription options that cross to the worker: everything but the token callback, which stays on the page. */
export type PortableSubscriptionOptions = Omit<SubscriptionOptions, 'getToken'>;

/** A publication of the subscription `id`, checked in the worker: the event, or why it is not one. */
export type CheckedPublication =
  { id: number; event: RealtimeEvent } | { id: number; error: string; kind: string };

/** From the page to the worker. */
export type PageMessage =
  | { type: 'init'; url: string }
  | { type: 'connect' }
  | { type: 'disconnect' }
  /** The network is back or the tab visible again: reconnect now if waiting out the back-off. */
  | { type: 'reconnect-now' }
  | { type: 'set-token'; token: string }
  /** A new subscription, `id` chosen by the page; `private` when its token must be asked for. */
  | {
      type: 'new-subscription';
      id: number;
      channel: string;
      options: PortableSubscriptionOptions;
      private: boolean;
    }
  | { type: 'subscribe'; id: number }
  | { type: 'unsubscribe'; id: number }
  | { type: 'remove-subscription'; id: number }
  /** The answer to a `token-request`: a token, or why none came. */
  | { type: 'token'; requestId: number; token: string }
  | { type: 'token'; requestId: number; error: string };

/** From the worker to the page. */
export type WorkerMessage =
  | { type: 'state'; state: string }
  | { type: 'error'; errorType: string; error: { code: number; message: string } }
  /**
   * Publications in arrival order, each already checked against the contract: `CheckedPublication[]` as JSON.
   * NOTE: as JSON text, because the page reads it back several times faster than a structured clone of the same
   * objects (a feed tick of full markets is a deep tree of small objects).
   */
  | { type: 'publications'; json: string }
  | { type: 'subscribed'; id: number; wasRecovering: boolean; recovered: boolean }
  /** A token the worker needs: the connection's, or (with `subscription`) a private channel's. */
  | { type: 'token-request'; requestId: number; subscription?: number };
