import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';
import { repoRoot } from '../../scripts/system.mjs';
import type { Benchmark } from '../support/benchmark';

const clients = 2000;
const rate = 500;
const seconds = 10;
const channel = 'public:en.updates';

interface ClientState {
  expected: number;
  received: number;
  lost: number;
  reordered: number;
}

/** Latency histogram in whole milliseconds (the last bucket holds everything slower). */
class Histogram {
  readonly buckets = new Uint32Array(10_001);
  count = 0;
  add(ms: number): void {
    this.buckets[Math.min(this.buckets.length - 1, Math.max(0, Math.round(ms)))]! += 1;
    this.count += 1;
  }
  percentile(p: number): number {
    const rank = Math.ceil((p / 100) * this.count);
    let seen = 0;
    for (let ms = 0; ms < this.buckets.length; ms += 1) {
      seen += this.buckets[ms]!;
      if (seen >= rank) return ms;
    }
    return this.buckets.length - 1;
  }
}

function readNumber(line: string, key: string): number {
  const start = line.indexOf(key) + key.length;
  let end = start;
  while (end < line.length && line.charCodeAt(end) >= 48 && line.charCodeAt(end) <= 57) end += 1;
  return Number(line.slice(start, end));
}

function connectClient(url: string, state: ClientState, latency: Histogram): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(
        `${JSON.stringify({ id: 1, connect: {} })}\n${JSON.stringify({ id: 2, subscribe: { channel } })}`,
      );
    });
    socket.on('message', (raw) => {
      const now = Date.now();
      // NOTE: 10 million pushes reach this one process; reading the two numbers we need with indexOf instead of
      // JSON.parse keeps the measuring side from becoming the bottleneck it measures.
      for (const line of String(raw).split('\n')) {
        if (line === '{}') {
          socket.send('{}');
          continue;
        }
        if (!line.startsWith('{"push"')) {
          if ((JSON.parse(line) as { id?: number }).id === 2) resolve(socket);
          continue;
        }
        const offset = readNumber(line, '"offset":');
        state.received += 1;
        latency.add(now - readNumber(line, '"t":'));
        if (offset > state.expected) state.lost += offset - state.expected;
        if (offset < state.expected) state.reordered += 1;
        state.expected = Math.max(state.expected, offset + 1);
      }
    });
  });
}

/** Hub fan-out: 2,000 WebSocket clients on one channel, 500 publications/s for 10 s, on loopback. */
export const hubFanout: Benchmark = {
  name: 'Real-time hub: fan-out to 2,000 clients at 500 publications/s',
  async run() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'bench/support/hub-fanout-server.ts'], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout! });
    const next = () => new Promise<string>((resolve) => lines.once('line', resolve));
    const port = Number((await next()).split(' ')[1]);
    const url = `ws://127.0.0.1:${port}/connection/websocket`;

    const latency = new Histogram();
    const states: ClientState[] = [];
    const sockets: WebSocket[] = [];
    for (let batch = 0; batch < clients; batch += 100) {
      const opened = Array.from({ length: Math.min(100, clients - batch) }, () => {
        const state = { expected: 1, received: 0, lost: 0, reordered: 0 };
        states.push(state);
        return connectClient(url, state, latency);
      });
      sockets.push(...(await Promise.all(opened)));
    }

    const cpuAtStart = process.cpuUsage();
    const startedAt = Date.now();
    child.stdin!.write(`start ${rate} ${seconds}\n`);
    const done = await next();
    const published = Number(done.split(' ')[1]);
    const hubCpu = Number(done.split(' ')[2]);
    const cpu = process.cpuUsage(cpuAtStart);
    const clientCpu = (cpu.user + cpu.system) / 1000 / (Date.now() - startedAt);
    const deadline = Date.now() + 10_000;
    while (states.some((state) => state.received + state.lost < published) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    for (const socket of sockets) socket.terminate();
    child.stdin!.write('stop\n');

    const lost = states.reduce(
      (sum, state) => sum + state.lost + (published - state.received - state.lost),
      0,
    );
    const reordered = states.reduce((sum, state) => sum + state.reordered, 0);
    const p99 = latency.percentile(99);
    return {
      name: this.name,
      method: `${clients} raw WebSocket clients in the bench process, the embedded hub in its own process publishing ${rate}/s for ${seconds} s to one channel; latency = receive time − publish time`,
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
        { label: 'client process CPU while publishing', value: clientCpu * 100, unit: '% of a core' },
      ],
      notes:
        'Hub and clients share the same two cores. When the client process reads 10 million pushes it needs a whole ' +
        'core of its own, and latency then grows from queueing on the receiving side as much as in the hub.',
    };
  },
};
