'use client';

import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '../config/runtime-config-provider';
import { ConnectionToast } from './connection-toast';
import { loadRealtimeClient } from './realtime-instance';
import { watchReconnectTriggers } from './reconnect-triggers';
import { reportError } from '../errors/report-error';
import { whenIdle } from '../after-paint/when-idle';
import type { RealtimeClient } from './realtime-client';

const RealtimeContext = createContext<RealtimeClient | null>(null);

/** The longest the connection waits for an idle moment after the page has hydrated, ms. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Connects the app's one real-time client while mounted and hands it to the hooks below it; shows the offline
 * toast; reconnects at once when the network is back or the tab visible again. Needs the runtime config, toast and next-intl providers above it. `client` replaces it in tests.
 */
export function RealtimeProvider({ children, client }: { children: ReactNode; client?: RealtimeClient }) {
  const config = useRuntimeConfig();
  // NOTE: created in an effect, not during render: the server renders without a socket and the browser's first
  // render must match it.
  const [active, setActive] = useState<RealtimeClient | null>(client ?? null);

  useEffect(() => {
    if (client) {
      setActive(client);
      client.connect();
      return;
    }
    let current = true;
    const start = () =>
      loadRealtimeClient(config).then(
        (loaded) => {
          if (!current) return;
          // NOTE: a transition, because this context sits above every Suspense boundary of the page: a change of
          // it makes React hydrate the boundaries it reaches at once, at the change's priority. As a transition
          // the hydration is time-sliced (the page stays responsive); as a default update it was one long task of
          // up to a second on a mid-range phone.
          startTransition(() => setActive(loaded));
          loaded.connect();
        },
        (error: unknown) => reportError({ source: 'realtime.load', error, context: {} }),
      );
    // NOTE: the page came with fresh data and the client reads it again once subscribed, so the socket can wait
    // for the first idle moment: loading it earlier competed with hydration and the first frames for the CPU.
    const cancel = whenIdle(start, IDLE_TIMEOUT_MS);
    return () => {
      current = false;
      cancel();
    };
  }, [client, config]);

  useEffect(() => {
    if (!active) return;
    return watchReconnectTriggers(window, () => active.reconnectNow());
  }, [active]);

  return (
    <RealtimeContext.Provider value={active}>
      {children}
      {active ? <ConnectionToast client={active} /> : null}
    </RealtimeContext.Provider>
  );
}

/** The real-time client, or null while server rendering and before the provider has connected it. */
export function useRealtimeClient(): RealtimeClient | null {
  return useContext(RealtimeContext);
}
