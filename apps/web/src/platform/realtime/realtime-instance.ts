import { routeRefs } from '@sportsbook/contract/refs';
import { apiRequest } from '../api/api-client';
import type { RuntimeConfig } from '../config/runtime-config';
import { reportError } from '../errors/report-error';
import type { RealtimeClient, createRealtimeClient } from './realtime-client';
import type { WorkerHub, parsedInWorker, startRealtimeWorker } from './worker-hub';

// NOTE: module state on purpose: one socket per browser tab, whatever React mounts or remounts (strict mode,
// layout changes). Only the browser ever creates it; server rendering never reaches loadRealtimeClient.
let instance: RealtimeClient | null = null;
let loading: Promise<RealtimeClient> | null = null;
let bearer: string | null = null;

/**
 * The app's one real-time client, created on first use with the runtime origins. Its `centrifuge` client runs in
 * a worker (see `WorkerHub`); the client and the worker start after first paint, so neither is in any page's
 * first-load JavaScript.
 */
export function loadRealtimeClient(config: RealtimeClientConfig): Promise<RealtimeClient> {
  loading ??= Promise.all([import('./realtime-client'), import('./worker-hub')]).then(
    ([client, hub]) => (instance = createClient(config, client.createRealtimeClient, hub)),
    (error: unknown) => {
      // NOTE: a failed chunk load (a deploy in between, the network) may be retried by the next mount.
      loading = null;
      throw error;
    },
  );
  return loading;
}

type RealtimeClientConfig = Pick<RuntimeConfig, 'realtimeUrl' | 'sportsbookApiUrl' | 'platformApiUrl'>;

interface WorkerHubModule {
  WorkerHub: typeof WorkerHub;
  parsedInWorker: typeof parsedInWorker;
  startRealtimeWorker: typeof startRealtimeWorker;
}

function createClient(
  config: RealtimeClientConfig,
  create: typeof createRealtimeClient,
  { WorkerHub, parsedInWorker, startRealtimeWorker }: WorkerHubModule,
): RealtimeClient {
  return create({
    createHub: (getToken) => new WorkerHub(startRealtimeWorker(), config.realtimeUrl, getToken),
    parseEvent: parsedInWorker,
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
