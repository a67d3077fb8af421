import autocannon from 'autocannon';
import type { Benchmark } from '../support/benchmark';

const connections = 50;
const durationSeconds = 10;

/** Catalogue read path of the sandbox: the sports list under 50 concurrent clients. */
export const sandboxSports: Benchmark = {
  name: 'Sandbox: GET /api/v2/sports',
  async run({ sportsbookUrl }) {
    const result = await autocannon({
      url: `${sportsbookUrl}/api/v2/sports`,
      connections,
      duration: durationSeconds,
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    return {
      name: this.name,
      method: `autocannon, ${connections} connections for ${durationSeconds} s on loopback, sandbox in its own process`,
      figures: [
        { label: 'requests/s (mean)', value: result.requests.average, unit: 'req/s' },
        { label: 'latency p50', value: result.latency.p50, unit: 'ms' },
        { label: 'latency p99', value: result.latency.p99, unit: 'ms' },
        {
          label: 'errors, timeouts and non-2xx',
          value: errors,
          unit: '',
          budget: { text: '= 0', within: errors === 0 },
        },
      ],
    };
  },
};
