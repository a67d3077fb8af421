import { FakeHub } from './fake-hub';
import { parseEvent } from './parse-event';
import { createRealtimeClient } from './realtime-client';
import type { RealtimeClient } from './realtime-client';

/**
 * A real-time client over a `FakeHub`, for component tests that need a connection to lose: `dropConnection`
 * takes it down after it was up, and the data turns stale after `staleAfterMs` (real time, 1 ms by default).
 */
export function fakeRealtimeClient({ staleAfterMs = 1 }: { staleAfterMs?: number } = {}) {
  let hub!: FakeHub;
  const client: RealtimeClient = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
    staleAfterMs,
  });
  hub.setState('connected');
  return {
    client,
    hub,
    /** Drops the connection and waits until the client counts its data as stale. */
    async dropConnection(): Promise<void> {
      hub.setState('connecting');
      await new Promise((resolve) => setTimeout(resolve, staleAfterMs + 5));
    },
    restoreConnection(): void {
      hub.setState('connected');
    },
  };
}
