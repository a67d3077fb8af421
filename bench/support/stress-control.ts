/** The sandbox's stress run as the control API reports it (`GET /__sandbox/stress`). */
export interface StressStatus {
  running: boolean;
  updates_per_second: number;
  duration_ms: number;
  matches: number;
  updates: number;
  events: number;
  elapsed_ms: number;
}

async function send(url: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${url}: HTTP ${response.status} ${await response.text()}`);
  return response.status === 204 ? undefined : response.json();
}

/** One move of a sampled match as the sandbox published it (`GET /__sandbox/stress/samples`). */
export interface StressSample {
  key: string;
  odds: number;
  /** Milliseconds since the epoch, to a fraction. */
  published_at: number;
}

/** Drives `/__sandbox/stress` of a sandbox started with SANDBOX_CONTROL=1 (docs/sandbox-control.md). */
export function stressControl(sportsbookUrl: string) {
  const url = `${sportsbookUrl}/__sandbox/stress`;
  return {
    /** Books matches until `liveMatches` are live, without streaming. */
    async book(liveMatches: number): Promise<number> {
      const body = (await send(url, 'POST', { live_matches: liveMatches, duration_ms: 0 })) as {
        live_matches: number;
      };
      return body.live_matches;
    },
    /** Starts (or restarts) the stream over the live matches, logging the moves of `sampleMatchIds`. */
    async start(
      liveMatches: number,
      updatesPerSecond: number,
      durationMs: number,
      sampleMatchIds: readonly number[] = [],
    ): Promise<void> {
      await send(url, 'POST', {
        live_matches: liveMatches,
        updates_per_second: updatesPerSecond,
        duration_ms: durationMs,
        sample_match_ids: sampleMatchIds,
      });
    },
    /** The sampled matches' moves of the current (or last) run, with their publish times. */
    async samples(): Promise<StressSample[]> {
      return ((await send(`${url}/samples`, 'GET')) as { samples: StressSample[] }).samples;
    },
    /** Stops the stream; the odds stay where it left them. */
    async stop(liveMatches: number): Promise<void> {
      await send(url, 'POST', { live_matches: liveMatches, duration_ms: 0 });
    },
    async status(): Promise<StressStatus> {
      return ((await send(url, 'GET')) as { stress: StressStatus }).stress;
    },
    /** Stops and puts the priced odds back. */
    async release(): Promise<void> {
      await send(url, 'DELETE');
    },
  };
}

/** The client of `stressControl`. */
export type StressControl = ReturnType<typeof stressControl>;
