import { fork, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';
import { HUB_DEFAULTS } from '../../apps/sandbox/src/realtime/hub';
import { repoRoot } from '../../scripts/system.mjs';
import type { Benchmark } from '../support/benchmark';
import { Histogram } from '../support/histogram';
import type { ClientsReport } from '../support/hub-fanout-clients';

const clients = 2000;
const rate = 500;
const seconds = 10;
const channel = 'public:en.updates';
/** Client processes: one per core, so that reading 10 million pushes is not one process's single core. */
const clientProcesses = Math.max(1, Math.min(2, cpus().length));

function nextMessage<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve) => child.once('message', (message) => resolve(message as T)));
}

function startClients(url: string, count: number): ChildProcess {
  return fork('bench/support/hub-fanout-clients.ts', [url, channel, String(count)], {
    cwd: repoRoot,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** Hub fan-out: 2,000 WebSocket clients on one channel, 500 publications/s for 10 s, on loopback. */
export const hubFanout: Benchmark = {
  name: 'Real-time hub: fan-out to 2,000 clients at 500 publications/s',
  usesSandbox: false,
  async run() {
    const hub = spawn(process.execPath, ['--import', 'tsx', 'bench/support/hub-fanout-server.ts'], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: hub.stdout! });
    const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
    const port = Number((await next()).split(' ')[1]);
    const url = `ws://127.0.0.1:${port}/connection/websocket`;

    const share = Math.ceil(clients / clientProcesses);
    const workers = Array.from({ length: clientProcesses }, (_, index) =>
      startClients(url, Math.min(share, clients - index * share)),
    );
    await Promise.all(workers.map((worker) => nextMessage(worker)));

    const startedAt = Date.now();
    for (const worker of workers) worker.send('start');
    hub.stdin!.write(`start ${rate} ${seconds}\n`);
    const done = await next();
    const published = Number(done.split(' ')[1]);
    const hubCpu = Number(done.split(' ')[2]);
    // NOTE: the last publications are still on their way; wait until every client has them, or 10 s.
    const deadline = Date.now() + 10_000;
    let reports: ClientsReport[] = [];
    let clientCpu: number | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reports = await Promise.all(
        workers.map((worker) => {
          const report = nextMessage<ClientsReport>(worker);
          worker.send('report');
          return report;
        }),
      );
      clientCpu ??= reports.reduce((sum, report) => sum + report.cpuMs, 0) / (Date.now() - startedAt);
    } while (
      reports.some((report) => report.received.some((count) => count < published)) &&
      Date.now() < deadline
    );
    for (const worker of workers) worker.send('stop');
    hub.stdin!.write('stop\n');

    const latency = new Histogram();
    for (const report of reports) latency.merge(report.buckets);
    const received = reports.flatMap((report) => report.received);
    // NOTE: a gap in a client's offsets and a tail it never got both show as fewer received than published.
    const lost =
      received.reduce((sum, count) => sum + Math.max(0, published - count), 0) +
      (clients - received.length) * published;
    const reordered = reports.reduce((sum, report) => sum + report.reordered, 0);
    const p99 = latency.percentile(99);
    return {
      name: this.name,
      method:
        `${clients} raw WebSocket clients in ${clientProcesses} client processes, the embedded hub in its own ` +
        `process publishing ${rate}/s for ${seconds} s to one channel, all on this machine's loopback; ` +
        'latency = receive time in the client − publish time written into the publication by the hub',
      figures: [
        { label: 'publications delivered', value: latency.count, unit: `of ${published * clients}` },
        { label: 'delivery latency p50', value: latency.percentile(50), unit: 'ms' },
        {
          label: 'delivery latency p99',
          value: p99,
          unit: 'ms',
          budget: { text: '< 100 ms', within: p99 < 100 },
        },
        { label: 'lost publications', value: lost, unit: '', budget: { text: '= 0', within: lost === 0 } },
        {
          label: 'reordered publications',
          value: reordered,
          unit: '',
          budget: { text: '= 0', within: reordered === 0 },
        },
        { label: 'hub process CPU while publishing', value: hubCpu * 100, unit: '% of a core' },
        {
          label: `client processes CPU while publishing (${clientProcesses} together)`,
          value: (clientCpu ?? 0) * 100,
          unit: '% of a core',
        },
      ],
      notes:
        `Hub and clients share this machine's ${cpus().length} cores (and, on the shared build machine, ` +
        `whatever else runs there). The hub sends each client at most one WebSocket message per ${HUB_DEFAULTS.batchWindowMs} ms batch ` +
        'window (Centrifugo-style write batching); that wait is part of the latency measured.',
    };
  },
};
