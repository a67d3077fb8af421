import { get } from 'node:http';
import autocannon from 'autocannon';
import type { Benchmark, BenchContext, BenchmarkResult, Figure } from '../support/benchmark';
import { startStaticReference } from '../support/static-reference';

const connections = 50;
const durationSeconds = 10;
const warmUpSeconds = 2;
/** What a browser sends; the sandbox answers compressed, as it would a real client. */
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

async function load(url: string): Promise<autocannon.Result> {
  // NOTE: a short unmeasured run first, so the figures are those of a warm server (JIT, caches), not its start.
  await autocannon({ url, connections, duration: warmUpSeconds, headers: browserHeaders });
  return autocannon({ url, connections, duration: durationSeconds, headers: browserHeaders });
}

/** One answer as it travels: its bytes still encoded, and the headers that say how. */
function fetchRaw(url: string): Promise<{ body: Buffer; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: browserHeaders }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const name of ['content-type', 'content-encoding', 'vary']) {
          const value = response.headers[name];
          if (typeof value === 'string') headers[name] = value;
        }
        resolve({ body: Buffer.concat(chunks), headers });
      });
    }).on('error', reject);
  });
}

/** The same load on the very same bytes from a bare Node HTTP server: what the machine allows at best. */
async function ceiling(url: string): Promise<Figure[]> {
  const { body, headers } = await fetchRaw(url);
  const reference = await startStaticReference(body, headers);
  try {
    const result = await load(reference.url);
    return [
      {
        label: 'ceiling: same bytes from a bare Node server, requests/s',
        value: result.requests.average,
        unit: 'req/s',
      },
      {
        label: 'ceiling: same bytes from a bare Node server, latency p99',
        value: result.latency.p99,
        unit: 'ms',
      },
    ];
  } finally {
    reference.stop();
  }
}

async function measure(
  name: string,
  url: string,
  budgetP99Ms: number | undefined,
  notes?: string,
): Promise<BenchmarkResult> {
  const result = await load(url);
  const reference = budgetP99Ms ? await ceiling(url) : [];
  const errors = result.errors + result.timeouts + result.non2xx;
  const p99 = result.latency.p99;
  return {
    name,
    method:
      `autocannon, ${connections} connections for ${durationSeconds} s (after ${warmUpSeconds} s unmeasured) on ` +
      'loopback, sandbox in its own process, ' +
      `\`Accept-Encoding: ${browserHeaders['accept-encoding']}\` as a browser sends it`,
    figures: [
      { label: 'requests/s (mean)', value: result.requests.average, unit: 'req/s' },
      { label: 'latency p50', value: result.latency.p50, unit: 'ms' },
      {
        label: 'latency p99',
        value: p99,
        unit: 'ms',
        ...(budgetP99Ms ? { budget: { text: `< ${budgetP99Ms} ms`, within: p99 < budgetP99Ms } } : {}),
      },
      {
        label: 'response size on the wire (mean)',
        value: result.throughput.total / Math.max(1, result.requests.total) / 1024,
        unit: 'KB',
      },
      {
        label: 'errors, timeouts and non-2xx',
        value: errors,
        unit: '',
        budget: { text: '= 0', within: errors === 0 },
      },
      ...reference,
    ],
    ...(notes ? { notes } : {}),
  };
}

/** Catalogue read path: the sports list under 50 concurrent clients. */
export const sandboxSports: Benchmark = {
  name: 'Sandbox: GET /api/v2/sports',
  usesSandbox: true,
  run: ({ sportsbookUrl }: BenchContext) =>
    measure('Sandbox: GET /api/v2/sports', `${sportsbookUrl}/api/v2/sports`, undefined),
};

/** The heaviest catalogue read: a full page of 500 matches with their main markets, 50 concurrent clients. */
export const sandboxMatches: Benchmark = {
  name: 'Sandbox: GET /api/v2/matches?limit=500',
  usesSandbox: true,
  run: ({ sportsbookUrl }: BenchContext) =>
    measure(
      'Sandbox: GET /api/v2/matches?limit=500',
      `${sportsbookUrl}/api/v2/matches?limit=500`,
      50,
      'The page is cached per query for a second and compressed once per cache entry (brotli 5, gzip 6); a ' +
        'stale page is served while the next one is built (views of the page only, 50 per turn of the event ' +
        'loop, then serialised in slices) and compressed. The ceiling rows run the same load against a bare ' +
        'Node server answering the very same bytes: the load generator and the shared cores alone then set the ' +
        'latency, and the sandbox cannot do better than that.',
    ),
};
