import autocannon from 'autocannon';
import type { Benchmark, BenchContext, BenchmarkResult } from '../support/benchmark';

const connections = 50;
const durationSeconds = 10;

async function measure(name: string, url: string, budgetP99Ms: number | undefined): Promise<BenchmarkResult> {
  const result = await autocannon({ url, connections, duration: durationSeconds });
  const errors = result.errors + result.timeouts + result.non2xx;
  const p99 = result.latency.p99;
  return {
    name,
    method: `autocannon, ${connections} connections for ${durationSeconds} s on loopback, sandbox in its own process`,
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
        label: 'errors, timeouts and non-2xx',
        value: errors,
        unit: '',
        budget: { text: '= 0', within: errors === 0 },
      },
    ],
  };
}

/** Catalogue read path: the sports list under 50 concurrent clients. */
export const sandboxSports: Benchmark = {
  name: 'Sandbox: GET /api/v2/sports',
  run: ({ sportsbookUrl }: BenchContext) =>
    measure('Sandbox: GET /api/v2/sports', `${sportsbookUrl}/api/v2/sports`, undefined),
};

/** The heaviest catalogue read: a full page of 500 matches with their main markets, 50 concurrent clients. */
export const sandboxMatches: Benchmark = {
  name: 'Sandbox: GET /api/v2/matches?limit=500',
  run: ({ sportsbookUrl }: BenchContext) =>
    measure('Sandbox: GET /api/v2/matches?limit=500', `${sportsbookUrl}/api/v2/matches?limit=500`, 50),
};
