// `npm run bench`: runs every benchmark (or those whose name contains the first argument), the sandbox ones
// against one sandbox in its own process, prints the figures and rewrites BENCHMARKS.md with the machine and date.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, repoRoot, startSandbox, stopAll } from '../scripts/system.mjs';
import { betPlacement } from './benchmarks/bet-placement';
import { hubFanout } from './benchmarks/hub-fanout';
import { firstLoadJavaScript } from './benchmarks/first-load-js';
import { lighthouseMobile } from './benchmarks/lighthouse';
import { liveOddsStress } from './benchmarks/live-odds-stress';
import { sandboxMatches, sandboxSports } from './benchmarks/sandbox-reads';
import type { BenchmarkResult } from './support/benchmark';
import { describeMachine } from './support/machine';
import { renderReport } from './support/report';

const benchmarks = [
  sandboxSports,
  sandboxMatches,
  hubFanout,
  betPlacement,
  firstLoadJavaScript,
  lighthouseMobile,
  liveOddsStress,
];

const filter = process.argv[2];
const selected = benchmarks.filter((benchmark) => !filter || benchmark.name.includes(filter));
// NOTE: described before the run, so the load average is that of the machine, not of the benchmark.
const machine = describeMachine();
const results: BenchmarkResult[] = [];
for (const benchmark of selected.filter((candidate) => !candidate.usesSandbox)) {
  process.stdout.write(`Running ${benchmark.name}…\n`);
  results.push(await benchmark.run({ sportsbookUrl: '', platformUrl: '' }));
}
const sandboxed = selected.filter((candidate) => candidate.usesSandbox);
if (sandboxed.length > 0) {
  const [platformPort, sportsbookPort] = await Promise.all([freePort(), freePort()]);
  const sandbox = await startSandbox({
    platformPort,
    sportsbookPort,
    webOrigin: 'http://localhost:3000',
    env: { SANDBOX_DATA_DIR: 'memory', SANDBOX_RESET: '1', LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (const benchmark of sandboxed) {
      process.stdout.write(`Running ${benchmark.name}…\n`);
      results.push(
        await benchmark.run({ sportsbookUrl: sandbox.sportsbookUrl, platformUrl: sandbox.platformUrl }),
      );
    }
  } finally {
    await stopAll([sandbox.child]);
  }
}
// NOTE: the report keeps the order of the benchmark list, whichever ran first.
results.sort(
  (a, b) => benchmarks.findIndex((x) => x.name === a.name) - benchmarks.findIndex((x) => x.name === b.name),
);

const report = renderReport(results, { machine, date: new Date() });
process.stdout.write(`\n${report}`);
if (!filter) writeFileSync(join(repoRoot, 'BENCHMARKS.md'), report);
