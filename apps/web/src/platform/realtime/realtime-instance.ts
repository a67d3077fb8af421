import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '../api/api-client';
import type { RuntimeConfig } from '../config/runtime-config';
import { reportError } from '../errors/report-error';
import type { Centrifuge } from 'centrifuge';
import type { RealtimeClient, createRealtimeClient } from './realtime-client';
import { REALTIME_CLIENT_OPTIONS } from './realtime-options';

// NOTE: module state on purpose: one socket per browser tab, whatever React mounts or remounts (strict mode,
// layout changes). Only the browser ever creates it; server rendering never reaches loadRealtimeClient.
let instance: RealtimeClient | null = null;
let loading: Promise<RealtimeClient> | null = null;
let bearer: string | null = null;

/**
 * The app's one real-time client, created on first use with the runtime origins. The `centrifuge` library is
 * loaded on demand: the socket connects after first paint, so the library stays out of every page's first-load
 * JavaScript.
 */
export function loadRealtimeClient(
  config: Pick<RuntimeConfig, 'realtimeUrl' | 'sportsbookApiUrl' | 'platformApiUrl'>,
): Promise<RealtimeClient> {
  // NOTE: the client module comes with the library: it parses events with the contract's schemas (zod).
  loading ??= Promise.all([import('centrifuge'), import('./realtime-client')]).then(
    ([library, client]) => (instance = createClient(config, library.Centrifuge, client.createRealtimeClient)),
    (error: unknown) => {
      // NOTE: a failed chunk load (a deploy in between, the network) may be retried by the next mount.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function createClient(
  config: Pick<RuntimeConfig, 'realtimeUrl' | 'sportsbookApiUrl' | 'platformApiUrl'>,
  Hub: typeof Centrifuge,
  create: typeof createRealtimeClient,
): RealtimeClient {
  return create({
    createHub: (getToken) => new Hub(config.realtimeUrl, { ...REALTIME_CLIENT_OPTIONS, getToken }),
    async fetchToken() {
      const { sportsbookApiUrl, platformApiUrl } = config;
      const answer = await apiRequest(
        routeRefs.sportsbook.createConnectionToken,
        {},
        { sportsbookApiUrl, platformApiUrl, token: bearer },
      );
      return answer.token;
    },
    async fetchSubscriptionToken(channel) {
      const { sportsbookApiUrl, platformApiUrl } = config;
      const answer = await apiRequest(
        routeRefs.sportsbook.authorizeChannels,
        { body: { channels: [channel] } },
        { sportsbookApiUrl, platformApiUrl, token: bearer },
      );
      const granted = answer.channels.find((entry) => entry.channel === channel);
      return granted && 'token' in granted ? granted.token : '';
    },
    reportError,
  });
}

/**
 * Tells the real-time client who is signed in (the sportsbook bearer, null for visitors). A change reconnects
 * with a fresh connection token, so the hub knows the new user (SPEC issue 4: login and logout).
 */
export function setRealtimeBearer(token: string | null): void {
  if (token === bearer) return;
  bearer = token;
  instance?.reconnect();
}

/** Reconnects the app's real-time client with a fresh token; does nothing before it exists. */
export function reconnect(): void {
  instance?.reconnect();
}
