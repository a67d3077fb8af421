import { routes } from '@sportsbook/contract';
import { Centrifuge } from 'centrifuge';
import { apiRequest } from '../api/api-client';
import type { RuntimeConfig } from '../config/runtime-config';
import { reportError } from '../errors/report-error';
import { createRealtimeClient } from './realtime-client';
import type { RealtimeClient } from './realtime-client';
import { REALTIME_CLIENT_OPTIONS } from './realtime-options';

// NOTE: module state on purpose: one socket per browser tab, whatever React mounts or remounts (strict mode,
// layout changes). Only the browser ever creates it; server rendering never reaches getRealtimeClient.
let instance: RealtimeClient | null = null;
let bearer: string | null = null;

/** The app's one real-time client, created on first use with the runtime origins. */
export function getRealtimeClient(
  config: Pick<RuntimeConfig, 'realtimeUrl' | 'sportsbookApiUrl' | 'platformApiUrl'>,
): RealtimeClient {
  instance ??= createRealtimeClient({
    createHub: (getToken) => new Centrifuge(config.realtimeUrl, { ...REALTIME_CLIENT_OPTIONS, getToken }),
    async fetchToken() {
      const { sportsbookApiUrl, platformApiUrl } = config;
      const answer = await apiRequest(
        routes.sportsbook.createConnectionToken,
        {},
        { sportsbookApiUrl, platformApiUrl, token: bearer },
      );
      return answer.token;
    },
    async fetchSubscriptionToken(channel) {
      const { sportsbookApiUrl, platformApiUrl } = config;
      const answer = await apiRequest(
        routes.sportsbook.authorizeChannels,
        { body: { channels: [channel] } },
        { sportsbookApiUrl, platformApiUrl, token: bearer },
      );
      const granted = answer.channels.find((entry) => entry.channel === channel);
      return granted && 'token' in granted ? granted.token : '';
    },
    reportError,
  });
  return instance;
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
