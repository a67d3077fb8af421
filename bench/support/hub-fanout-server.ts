// The hub side of the fan-out benchmark, in its own process: an embedded RealtimeHub on a free port that, when
// told `start <rate> <seconds>` on stdin, publishes `{n, t}` to one channel at that rate, then reports the count.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { RealtimeHub } from '../../apps/sandbox/src/realtime/hub';

const channel = 'public:en.updates';
const server = createServer();
const hub = new RealtimeHub({ tokenSecret: 'bench', historySize: 1000 });
hub.attach(server);
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`port ${(server.address() as AddressInfo).port}\n`);
});

function run(rate: number, seconds: number): void {
  const tickMs = 10;
  const perTick = rate / (1000 / tickMs);
  const started = Date.now();
  const cpuAtStart = process.cpuUsage();
  let published = 0;
  const timer = setInterval(() => {
    // NOTE: catch up on the publications this tick owes, so timer jitter does not lower the rate.
    const owed = Math.min(rate * seconds, Math.floor(((Date.now() - started) / tickMs + 1) * perTick));
    while (published < owed) {
      published += 1;
      hub.publish(channel, { n: published, t: Date.now() });
    }
    if (published >= rate * seconds) {
      clearInterval(timer);
      const cpu = process.cpuUsage(cpuAtStart);
      const cpuShare = (cpu.user + cpu.system) / 1000 / (Date.now() - started);
      process.stdout.write(`done ${published} ${cpuShare.toFixed(2)}\n`);
    }
  }, tickMs);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, rate, seconds] = line.split(' ');
  if (command === 'start') run(Number(rate), Number(seconds));
  if (command === 'stop') void hub.close().then(() => process.exit(0));
});
