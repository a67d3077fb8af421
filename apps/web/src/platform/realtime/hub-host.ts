import { reconnectSkippingBackoff } from './hub';
import type { HubClient, HubSubscription } from './hub';
import type { CheckedPublication, PageMessage, WorkerMessage } from './hub-protocol';
import type { ParsedEvent } from './parse-event';
import { createSentLines } from './sent-lines';

/** What the worker's side of the hub is built from. */
export interface HubHostDeps {
  /** Builds the `centrifuge` client for the hub's URL; it calls `getToken` whenever it needs a token. */
  createHub(url: string, getToken: () => Promise<string>): HubClient;
  parseEvent(data: unknown): ParsedEvent;
  post(message: WorkerMessage): void;
  /** Runs `flush` in a later task (default `setTimeout`). */
  later?: (flush: () => void) => void;
}

/** The worker's side of the hub: what it does with each message from the page. */
export interface HubHost {
  handle(message: PageMessage): void;
}

interface PendingToken {
  resolve(token: string): void;
  reject(error: Error): void;
}

/**
 * Runs the `centrifuge` client on behalf of the page (in the real-time worker): carries out the page's calls,
 * checks each publication against the contract before it posts it, and asks the page for every token.
 */
export function createHubHost({
  createHub,
  parseEvent,
  post,
  later = (flush) => void setTimeout(flush, 0),
}: HubHostDeps): HubHost {
  let hub: HubClient | null = null;
  const subscriptions = new Map<number, HubSubscription>();
  const pending = new Map<number, PendingToken>();
  let lastRequest = 0;
  let batch: CheckedPublication[] = [];
  const sentLines = createSentLines();

  function askToken(subscription?: number): Promise<string> {
    lastRequest += 1;
    const requestId = lastRequest;
    return new Promise((resolve, reject) => {
      pending.set(requestId, { resolve, reject });
      post({ type: 'token-request', requestId, ...(subscription === undefined ? {} : { subscription }) });
    });
  }

  function started(): HubClient {
    if (!hub) throw new Error('the real-time worker got a call before init');
    return hub;
  }

  function flush(): void {
    const items = batch;
    batch = [];
    post({ type: 'publications', json: JSON.stringify(items) });
  }

  function publish(id: number, data: unknown): void {
    const parsed = parseEvent(data);
    // NOTE: only the message of a failed check crosses to the page, which reports it (a zod error's issues are
    // in its message); an event crosses without the market lines this subscription already sent unchanged.
    let item: CheckedPublication;
    if ('error' in parsed) item = { id, error: parsed.error.message, kind: parsed.kind };
    else {
      const event = sentLines.unsent(id, parsed.event);
      if (!event) return;
      item = { id, event };
    }
    // NOTE: the hub sends the feed's tick (every match that changed) as one frame, which the client hands over
    // publication by publication; posted one by one, each was a task of its own on the page (a thousand a second
    // under load). The frame's publications cross together, after the client has handed over the last of them.
    if (batch.length === 0) later(flush);
    batch.push(item);
  }

  return {
    handle(message) {
      switch (message.type) {
        case 'init': {
          const created = createHub(message.url, () => askToken());
          created.on('state', ({ newState }) => post({ type: 'state', state: newState }));
          created.on('error', ({ type, error }) =>
            post({ type: 'error', errorType: type, error: { code: error.code, message: error.message } }),
          );
          hub = created;
          return;
        }
        case 'connect':
          return started().connect();
        case 'disconnect':
          return started().disconnect();
        case 'reconnect-now':
          return reconnectSkippingBackoff(started());
        case 'set-token':
          return started().setToken(message.token);
        case 'new-subscription': {
          const { id } = message;
          const subscription = started().newSubscription(message.channel, {
            ...message.options,
            ...(message.private ? { getToken: () => askToken(id) } : {}),
          });
          subscription.on('publication', ({ data }) => publish(id, data));
          subscription.on('subscribed', ({ wasRecovering, recovered }) => {
            // The page refetches after a subscribe it could not recover: what it was sent before may be gone.
            sentLines.forget(id);
            post({ type: 'subscribed', id, wasRecovering, recovered });
          });
          subscriptions.set(id, subscription);
          return;
        }
        case 'subscribe':
          return subscriptions.get(message.id)?.subscribe();
        case 'unsubscribe':
          sentLines.forget(message.id);
          return subscriptions.get(message.id)?.unsubscribe();
        case 'remove-subscription': {
          sentLines.forget(message.id);
          const subscription = subscriptions.get(message.id);
          subscriptions.delete(message.id);
          if (subscription) started().removeSubscription(subscription);
          return;
        }
        case 'token': {
          const request = pending.get(message.requestId);
          pending.delete(message.requestId);
          if (!request) return;
          if ('error' in message) request.reject(new Error(message.error));
          else request.resolve(message.token);
          return;
        }
      }
    },
  };
}
