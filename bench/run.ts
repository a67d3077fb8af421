// `npm run bench`: starts the sandbox in its own process, runs every benchmark (or those whose name contains
// the first argument), prints the figures and rewrites BENCHMARKS.md with the machine and the date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot, startSandbox, stopAll } from '../scripts/system.mjs';
import { hubFanout } from './benchmarks/hub-fanout';
import { sandboxMatches, sandboxSports } from './benchmarks/sandbox-reads';
import type { BenchmarkResult } from './support/benchmark';
import { describeMachine } from './support/machine';
import { renderReport } from './support/report';

const benchmarks = [sandboxSports, sandboxMatches, hubFanout];

const filter = process.argv[2];
const selected = benchmarks.filter((benchmark) => !filter || benchmark.name.includes(filter));
const [platformPort, sportsbookPort] = await Promise.all([freePort(), freePort()]);
const sandbox = await startSandbox({
  platformPort,
  sportsbookPort,
  webOrigin: 'http://localhost:3000',
  env: { SANDBOX_DATA_DIR: 'memory', SANDBOX_RESET: '1', LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const results: BenchmarkResult[] = [];
try {
  for (const benchmark of selected) {
    process.stdout.write(`Running ${benchmark.name}…\n`);
    results.push(
      await benchmark.run({ sportsbookUrl: sandbox.sportsbookUrl, platformUrl: sandbox.platformUrl }),
    );
  }
} finally {
  await stopAll([sandbox.child]);
}

const report = renderReport(results, { machine: describeMachine(), date: new Date() });
process.stdout.write(`\n${report}`);
if (!filter) writeFileSync(join(repoRoot, 'BENCHMARKS.md'), report);
