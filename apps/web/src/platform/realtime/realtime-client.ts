import type { RealtimeEvent } from '@sportsbook/contract';
import type { ErrorReport } from '../errors/report-error';
import { createDispatchQueue } from './dispatch-queue';
import type { ConnectionState, HubSubscription, PageHub } from './hub';
import type { ParsedEvent } from './parse-event';
import { REALTIME_SUBSCRIPTION_OPTIONS, STALE_AFTER_MS } from './realtime-options';

/** Receives every valid event published on a channel. */
export type RealtimeListener = (event: RealtimeEvent) => void;

/**
 * Told that a channel's events may have been missed, so the state it feeds must be read again: on the first
 * `subscribed` of the channel (what the page rendered was read before the subscription existed) and on every
 * resubscribe that did not recover the missed publications from the hub's history.
 */
export type RealtimeResync = () => void;

/** What the real-time client is built from. */
export interface RealtimeClientDeps {
  /** Builds the `centrifuge` client; it calls `getToken` whenever it needs a connection token. */
  createHub(getToken: () => Promise<string>): PageHub;
  /** Fetches a fresh connection token (`POST /websocket/token`). */
  fetchToken(): Promise<string>;
  /**
   * Fetches a subscription token for a private (`$`) channel (`POST /websocket/authorize`); an empty string
   * when the channel is refused, which ends that subscription. Absent: private channels are not available.
   */
  fetchSubscriptionToken?(channel: string): Promise<string>;
  /**
   * Checks a publication against the contract (`parseEvent`). A hub that checks publications before it hands
   * them over (the worker's, see `createWorkerHub`) passes its results through instead.
   */
  parseEvent(data: unknown): ParsedEvent;
  reportError(report: ErrorReport): void;
  /** How long the connection may be down before live data is stale (default `STALE_AFTER_MS`). */
  staleAfterMs?: number;
}

/** The app's one real-time connection: shared, ref-counted channel subscriptions and the connection state. */
export interface RealtimeClient {
  connect(): void;
  disconnect(): void;
  /** Drops the connection and connects again with a fresh token (after login and logout). */
  reconnect(): void;
  /** Connects at once if the connection is waiting out its reconnect back-off (the network is back). */
  reconnectNow(): void;
  /**
   * Listens to a channel; the first listener subscribes, the last one to leave unsubscribes. `onResync` is
   * called when events may have been lost (see RealtimeResync); a listener that joins a channel already
   * subscribed is not called then: the channel was live while it loaded.
   */
  subscribe(channel: string, listener: RealtimeListener, onResync?: RealtimeResync): () => void;
  getState(): ConnectionState;
  /** Whether the connection has been up at least once (an outage is only an outage after that). */
  hasConnected(): boolean;
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  /**
   * Whether what the channels fed may be out of date: the connection was up and has been down for
   * `staleAfterMs`. Clears when it is connected again (its subscriptions then recover or resync).
   */
  isStale(): boolean;
  onStaleChange(listener: () => void): () => void;
  /** The channels subscribed right now. */
  channels(): string[];
}

interface Subscriber {
  event: RealtimeListener;
  resync?: RealtimeResync;
}

interface ChannelEntry {
  subscription: HubSubscription;
  listeners: Set<Subscriber>;
}

function toConnectionState(state: string): ConnectionState {
  return state === 'connected' || state === 'connecting' ? state : 'disconnected';
}

/** Whether live data is stale: down for `afterMs` after having been up; see `RealtimeClient.isStale`. */
function followStaleness(afterMs: number) {
  let stale = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();
  function set(next: boolean): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stale === next) return;
    stale = next;
    for (const listener of listeners) listener();
  }
  return {
    follow(state: ConnectionState, connectedOnce: boolean): void {
      if (state === 'connected') set(false);
      else if (connectedOnce && !stale && !timer) timer = setTimeout(() => set(true), afterMs);
    },
    get: () => stale,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Creates the real-time client around one `centrifuge` client. Components never open sockets: they listen to
 * channels through this client (via `useRealtimeChannel`), and two listeners of one channel share one
 * subscription. Events reach listeners in order, at once when nothing is waiting; a burst is sliced over tasks
 * (see `createDispatchQueue`).
 */
export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const entries = new Map<string, ChannelEntry>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const reportedInvalid = new Set<string>();
  let connectedOnce = false;
  let initialFailureReported = false;
  const stale = followStaleness(deps.staleAfterMs ?? STALE_AFTER_MS);

  // Publications and resyncs go through one queue, so a resync never overtakes the events before it.
  const queue = createDispatchQueue({
    onError: (error) => deps.reportError({ source: 'realtime.listener', error, context: {} }),
  });

  const hub = deps.createHub(() => deps.fetchToken());
  let state = toConnectionState(hub.state);

  hub.on('state', ({ newState }) => {
    state = toConnectionState(newState);
    if (state === 'connected') connectedOnce = true;
    stale.follow(state, connectedOnce);
    for (const listener of stateListeners) listener(state);
  });
  hub.on('error', ({ type, error }) => {
    // SPEC §8: a failed initial connection is reported; later outages are the network's business (the toast).
    if (connectedOnce || initialFailureReported) return;
    initialFailureReported = true;
    deps.reportError({ source: 'realtime.initial-connection', error, context: { type } });
  });

  function dispatch(channel: string, data: unknown): void {
    const entry = entries.get(channel);
    // A publication nobody listens to any more (it raced the unsubscribe) is not worth validating.
    if (!entry) return;
    const parsed = deps.parseEvent(data);
    if ('error' in parsed) {
      // NOTE: one report per kind of bad message, not per message: a misbehaving feed would flood the tracker.
      const { kind } = parsed;
      if (!reportedInvalid.has(kind)) {
        reportedInvalid.add(kind);
        deps.reportError({
          source: 'realtime.invalid-event',
          error: parsed.error,
          context: { channel, kind },
        });
      }
      return;
    }
    for (const listener of [...entry.listeners]) {
      try {
        listener.event(parsed.event);
      } catch (error) {
        deps.reportError({ source: 'realtime.listener', error, context: { channel } });
      }
    }
  }

  function resync(channel: string): void {
    const entry = entries.get(channel);
    if (!entry) return;
    for (const listener of [...entry.listeners]) {
      try {
        listener.resync?.();
      } catch (error) {
        deps.reportError({ source: 'realtime.listener', error, context: { channel } });
      }
    }
  }

  function subscribe(channel: string, listener: RealtimeListener, onResync?: RealtimeResync): () => void {
    let entry = entries.get(channel);
    if (!entry) {
      const fetchSubscriptionToken = deps.fetchSubscriptionToken;
      const subscription = hub.newSubscription(channel, {
        ...REALTIME_SUBSCRIPTION_OPTIONS,
        // Only private channels need a token; centrifuge asks again after a 109 (expired).
        ...(channel.startsWith('$') && fetchSubscriptionToken
          ? { getToken: ({ channel: name }: { channel: string }) => fetchSubscriptionToken(name) }
          : {}),
      });
      subscription.on('publication', (ctx) => queue.push(() => dispatch(channel, ctx.data)));
      // NOTE: the hub keeps history, so a resubscribe after an outage usually recovers what it missed (the
      // publications follow this event); anything else leaves the listeners' state behind the stream.
      subscription.on('subscribed', ({ wasRecovering, recovered }) => {
        if (!(wasRecovering && recovered)) queue.push(() => resync(channel));
      });
      entry = { subscription, listeners: new Set() };
      entries.set(channel, entry);
      subscription.subscribe();
    }
    const current = entry;
    // A wrapper per call, so that one function added twice still needs two removals.
    const own: Subscriber = { event: (event) => listener(event), resync: onResync };
    current.listeners.add(own);
    return () => {
      if (!current.listeners.delete(own) || current.listeners.size > 0) return;
      entries.delete(channel);
      current.subscription.unsubscribe();
      hub.removeSubscription(current.subscription);
    };
  }

  return {
    connect: () => hub.connect(),
    disconnect: () => hub.disconnect(),
    reconnect() {
      // An empty token makes centrifuge call getToken before connecting, so the new session's token is used.
      hub.setToken('');
      hub.disconnect();
      hub.connect();
    },
    reconnectNow: () => hub.reconnectNow(),
    subscribe,
    getState: () => state,
    hasConnected: () => connectedOnce,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    isStale: stale.get,
    onStaleChange: stale.subscribe,
    channels: () => [...entries.keys()],
  };
}
