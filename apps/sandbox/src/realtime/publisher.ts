import type { RealtimeHub } from './hub';

/** Where the sandbox publishes real-time events: the embedded hub, or a Centrifugo cluster. */
export interface RealtimePublisher {
  publish(channel: string, data: unknown): Promise<void>;
}

/** Publishes through the embedded hub (the default). */
export class EmbeddedHubPublisher implements RealtimePublisher {
  constructor(private readonly hub: RealtimeHub) {}

  async publish(channel: string, data: unknown): Promise<void> {
    this.hub.publish(channel, data);
  }
}

/** Where Centrifugo's server API is and how to call it. */
export interface CentrifugoHttpOptions {
  /** Centrifugo's server API, e.g. `http://centrifugo:8000/api`. */
  apiUrl: string;
  /** Centrifugo's `http_api.key`, sent as `X-API-Key`. */
  apiKey: string;
  /** Replaces the global `fetch` (tests). */
  fetch?: typeof fetch;
}

/**
 * Publishes through Centrifugo's server HTTP API (`POST /api/publish`), for a sandbox in front of a Centrifugo
 * cluster. NOTE: Centrifugo reports errors in the body with HTTP 200, so the body is checked too.
 */
export class CentrifugoHttpPublisher implements RealtimePublisher {
  readonly #fetch: typeof fetch;

  constructor(private readonly options: CentrifugoHttpOptions) {
    this.#fetch = options.fetch ?? fetch;
  }

  async publish(channel: string, data: unknown): Promise<void> {
    const response = await this.#fetch(`${this.options.apiUrl.replace(/\/$/, '')}/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': this.options.apiKey },
      body: JSON.stringify({ channel, data }),
    });
    if (!response.ok) throw new Error(`Centrifugo publish to ${channel} failed: HTTP ${response.status}`);
    const body = (await response.json()) as { error?: { code: number; message: string } };
    if (body.error)
      throw new Error(`Centrifugo publish to ${channel} failed: ${body.error.code} ${body.error.message}`);
  }
}

/** Which publisher the environment asks for: `REALTIME=centrifugo` with its API URL and key, else the hub. */
export function createPublisher(hub: RealtimeHub, env: NodeJS.ProcessEnv = process.env): RealtimePublisher {
  if (env.REALTIME !== 'centrifugo') return new EmbeddedHubPublisher(hub);
  const apiUrl = env.CENTRIFUGO_API_URL;
  const apiKey = env.CENTRIFUGO_API_KEY;
  if (!apiUrl || !apiKey)
    throw new Error('REALTIME=centrifugo needs CENTRIFUGO_API_URL and CENTRIFUGO_API_KEY');
  return new CentrifugoHttpPublisher({ apiUrl, apiKey });
}
