'use client';

import type { RealtimeEvent } from '@sportsbook/contract';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ConnectionState } from './hub';
import { useRealtimeClient } from './realtime-provider';

/**
 * Calls `onEvent` for every valid event on `channel` while the component is mounted (null: no channel). The
 * latest `onEvent` is used without resubscribing, so callers need not memoize it.
 */
export function useRealtimeChannel(channel: string | null, onEvent: (event: RealtimeEvent) => void): void {
  const client = useRealtimeClient();
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => {
    if (!client || !channel) return;
    return client.subscribe(channel, (event) => latest.current(event));
  }, [client, channel]);
}

const noSubscription = () => () => {};

/** The connection state of the real-time client (`disconnected` while server rendering). */
export function useConnectionState(): ConnectionState {
  const client = useRealtimeClient();
  return useSyncExternalStore(
    client ? client.onStateChange : noSubscription,
    () => client?.getState() ?? 'disconnected',
    () => 'disconnected',
  );
}
