/** Back-end origins, read from the environment at run time (one build serves every environment). */
export interface RuntimeConfig {
  sportsbookApiUrl: string;
  platformApiUrl: string;
  realtimeUrl: string;
  siteId: string;
}

/** Reads the runtime configuration on the server; the defaults point at the sandbox on localhost. */
export function readRuntimeConfig(env: NodeJS.ProcessEnv = process.env): RuntimeConfig {
  const sportsbookApiUrl = env.SPORTSBOOK_API_URL ?? 'http://localhost:4200';
  return {
    sportsbookApiUrl,
    platformApiUrl: env.PLATFORM_API_URL ?? 'http://localhost:4100',
    realtimeUrl: env.REALTIME_URL ?? `${sportsbookApiUrl.replace(/^http/, 'ws')}/connection/websocket`,
    siteId: env.SITE_ID ?? 'default',
  };
}
