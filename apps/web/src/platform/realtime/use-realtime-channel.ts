'use client';

import type { RealtimeEvent } from '@sportsbook/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from './hub';
import { useRealtimeClient } from './realtime-provider';

/**
 * Calls `onEvent` for every valid event on `channel` while the component is mounted (null: no channel), and
 * `onResync` when events may have been missed: once the first subscription is confirmed (the data the page
 * rendered was read before it) and after a resubscribe that did not recover from the hub's history. The latest
 * callbacks are used without resubscribing, so callers need not memoize them.
 */
export function useRealtimeChannel(
  channel: string | null,
  onEvent: (event: RealtimeEvent) => void,
  onResync?: () => void,
): void {
  const client = useRealtimeClient();
  const latest = useRef({ onEvent, onResync });
  useEffect(() => {
    latest.current = { onEvent, onResync };
  });
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(
      channel,
      (event) => latest.current.onEvent(event),
      () => latest.current.onResync?.(),
    );
  }, [client, channel]);
}

const noSubscription = () => () => {};

/**
 * Whether live data (odds, scores) may be out of date because the connection is down (see
 * `RealtimeClient.isStale`); false while server rendering and before the client exists.
 */
export function useLiveDataStale(): boolean {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? client.onStaleChange : noSubscription,
    () => client?.isStale() ?? false,
    () => false,
  );
}

/** The connection state of the real-time client (`disconnected` while server rendering). */
export function useConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? client.onStateChange : noSubscription,
    () => client?.getState() ?? 'disconnected',
    () => 'disconnected',
  );
}
