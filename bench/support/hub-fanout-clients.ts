// The client side of the fan-out benchmark, one of several processes: opens its share of raw WebSocket clients
// to the hub, subscribes each to the channel, and checks every push for loss, order and delivery latency.
// Talks to the benchmark over IPC: `{ready}` once subscribed; on `report`, its counts and latency histogram.
import WebSocket from 'ws';
import { Histogram } from './histogram';

interface ClientState {
  expected: number;
  received: number;
  reordered: number;
}

/** What a client process reports when asked. */
export interface ClientsReport {
  /** Per client, how many publications it got (fewer than published: lost ones). */
  received: number[];
  /** Publications that came after a later one, or twice. */
  reordered: number;
  buckets: number[];
  cpuMs: number;
}

const [url = '', channel = '', countText = '0'] = process.argv.slice(2);
const latency = new Histogram();
const states: ClientState[] = [];
const sockets: WebSocket[] = [];
const PUSH = Buffer.from('{"push"');
const OFFSET = Buffer.from('"offset":');
const TIME = Buffer.from('"t":');

function readNumber(frame: Buffer, at: number): number {
  let value = 0;
  for (let index = at; index < frame.length; index += 1) {
    const digit = frame[index]! - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

// NOTE: 10 million pushes reach the client processes; scanning the bytes for the two numbers needed (no string,
// no JSON.parse) keeps the measuring side from becoming the bottleneck it measures.
function onPushes(frame: Buffer, state: ClientState, now: number): void {
  let at = frame.indexOf(PUSH);
  while (at !== -1) {
    const time = frame.indexOf(TIME, at);
    const offset = frame.indexOf(OFFSET, time);
    const published = readNumber(frame, time + TIME.length);
    const position = readNumber(frame, offset + OFFSET.length);
    state.received += 1;
    latency.add(now - published);
    if (position < state.expected) state.reordered += 1;
    state.expected = Math.max(state.expected, position + 1);
    at = frame.indexOf(PUSH, offset);
  }
}

function connectClient(state: ClientState): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    let subscribed = false;
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send(`{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":${JSON.stringify(channel)}}}`);
    });
    socket.on('message', (frame: Buffer) => {
      const now = Date.now();
      if (subscribed) {
        // NOTE: a ping is the empty object; answered with a pong so the hub keeps the client.
        if (frame.length === 2 || frame.includes('\n{}') || frame.indexOf('{}\n') === 0) socket.send('{}');
        onPushes(frame, state, now);
        return;
      }
      for (const line of frame.toString().split('\n')) {
        if (line === '{}') socket.send('{}');
        else if ((JSON.parse(line) as { id?: number }).id === 2) {
          subscribed = true;
          resolve(socket);
        }
      }
    });
  });
}

async function connectAll(count: number): Promise<void> {
  for (let batch = 0; batch < count; batch += 100) {
    const opened = Array.from({ length: Math.min(100, count - batch) }, () => {
      const state = { expected: 1, received: 0, reordered: 0 };
      states.push(state);
      return connectClient(state);
    });
    sockets.push(...(await Promise.all(opened)));
  }
}

let cpuAtStart = process.cpuUsage();
process.on('message', (message: string) => {
  if (message === 'start') cpuAtStart = process.cpuUsage();
  if (message === 'report') {
    const cpu = process.cpuUsage(cpuAtStart);
    const report: ClientsReport = {
      received: states.map((state) => state.received),
      reordered: states.reduce((sum, state) => sum + state.reordered, 0),
      buckets: Array.from(latency.buckets),
      cpuMs: (cpu.user + cpu.system) / 1000,
    };
    process.send!(report);
  }
  if (message === 'stop') {
    for (const socket of sockets) socket.terminate();
    process.disconnect();
  }
});

await connectAll(Number(countText));
process.send!('ready');
