import { RealtimeEvent } from '@sportsbook/contract';
import type { ErrorReport } from '../errors/report-error';
import type { ConnectionState, HubClient, HubSubscription } from './hub';
import { REALTIME_SUBSCRIPTION_OPTIONS } from './realtime-options';

/** Receives every valid event published on a channel. */
export type RealtimeListener = (event: RealtimeEvent) => void;

/** What the real-time client is built from. */
export interface RealtimeClientDeps {
  /** Builds the `centrifuge` client; it calls `getToken` whenever it needs a connection token. */
  createHub(getToken: () => Promise<string>): HubClient;
  /** Fetches a fresh connection token (`POST /websocket/token`). */
  fetchToken(): Promise<string>;
  /**
   * Fetches a subscription token for a private (`$`) channel (`POST /websocket/authorize`); an empty string
   * when the channel is refused, which ends that subscription. Absent: private channels are not available.
   */
  fetchSubscriptionToken?(channel: string): Promise<string>;
  reportError(report: ErrorReport): void;
}

/** The app's one real-time connection: shared, ref-counted channel subscriptions and the connection state. */
export interface RealtimeClient {
  connect(): void;
  disconnect(): void;
  /** Drops the connection and connects again with a fresh token (after login and logout). */
  reconnect(): void;
  /** Listens to a channel; the first listener subscribes, the last one to leave unsubscribes. */
  subscribe(channel: string, listener: RealtimeListener): () => void;
  getState(): ConnectionState;
  /** Whether the connection has been up at least once (an outage is only an outage after that). */
  hasConnected(): boolean;
  onStateChange(listener: (state: ConnectionState) => void): () => void;
  /** The channels subscribed right now. */
  channels(): string[];
}

interface ChannelEntry {
  subscription: HubSubscription;
  listeners: Set<RealtimeListener>;
}

function toConnectionState(state: string): ConnectionState {
  return state === 'connected' || state === 'connecting' ? state : 'disconnected';
}

/**
 * Creates the real-time client around one `centrifuge` client. Components never open sockets: they listen to
 * channels through this client (via `useRealtimeChannel`), and two listeners of one channel share one
 * subscription.
 */
export function createRealtimeClient(deps: RealtimeClientDeps): RealtimeClient {
  const entries = new Map<string, ChannelEntry>();
  const stateListeners = new Set<(state: ConnectionState) => void>();
  const reportedInvalid = new Set<string>();
  let connectedOnce = false;
  let initialFailureReported = false;

  const hub = deps.createHub(() => deps.fetchToken());
  let state = toConnectionState(hub.state);

  hub.on('state', ({ newState }) => {
    state = toConnectionState(newState);
    if (state === 'connected') connectedOnce = true;
    for (const listener of stateListeners) listener(state);
  });
  hub.on('error', ({ type, error }) => {
    // SPEC §8: a failed initial connection is reported; later outages are the network's business (the toast).
    if (connectedOnce || initialFailureReported) return;
    initialFailureReported = true;
    deps.reportError({ source: 'realtime.initial-connection', error, context: { type } });
  });

  function dispatch(channel: string, data: unknown): void {
    const parsed = RealtimeEvent.safeParse(data);
    if (!parsed.success) {
      // NOTE: one report per kind of bad message, not per message: a misbehaving feed would flood the tracker.
      const name = (data as { event_name?: unknown } | null)?.event_name;
      const kind = typeof name === 'string' ? name : '(no event_name)';
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
    const entry = entries.get(channel);
    if (!entry) return;
    for (const listener of [...entry.listeners]) {
      try {
        listener(parsed.data);
      } catch (error) {
        deps.reportError({ source: 'realtime.listener', error, context: { channel } });
      }
    }
  }

  function subscribe(channel: string, listener: RealtimeListener): () => void {
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
      subscription.on('publication', (ctx) => dispatch(channel, ctx.data));
      entry = { subscription, listeners: new Set() };
      entries.set(channel, entry);
      subscription.subscribe();
    }
    const current = entry;
    // A wrapper per call, so that one function added twice still needs two removals.
    const own: RealtimeListener = (event) => listener(event);
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
    subscribe,
    getState: () => state,
    hasConnected: () => connectedOnce,
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    channels: () => [...entries.keys()],
  };
}
