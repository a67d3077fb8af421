import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { Fanout } from './fanout';
import type { FanoutClient } from './fanout';

interface FakeClient extends FanoutClient {
  channels: Set<string>;
  received: string[][];
  bufferedAmount: number;
}

function fakeClient(channels: string[] = []): FakeClient {
  const client = { channels: new Set(channels), received: [], bufferedAmount: 0 } as unknown as FakeClient;
  // NOTE: no `_socket` inside, so the fan-out sends through `send`, which records each message's lines.
  client.socket = {
    OPEN: 1,
    readyState: 1,
    get bufferedAmount() {
      return client.bufferedAmount;
    },
    send: (payload: Buffer) => client.received.push(payload.toString().split('\n')),
  } as unknown as WebSocket;
  return client;
}

function fanoutOver(clients: FakeClient[], slow: FakeClient[] = []): Fanout<FakeClient> {
  return new Fanout<FakeClient>({
    subscribers: (channel) => clients.filter((client) => client.channels.has(channel)),
    batchWindowMs: 0,
    maxBufferedBytes: 1_000,
    onSlow: (client) => slow.push(client),
  });
}

describe('Fanout', () => {
  it('sends what a window queued as one message per client, in order, only to subscribers', () => {
    const a = fakeClient(['public:a']);
    const b = fakeClient(['public:a']);
    const other = fakeClient(['public:b']);
    const fanout = fanoutOver([a, b, other]);
    fanout.publish('public:a', '1');
    fanout.publish('public:a', '2');
    fanout.flush();
    expect(a.received).toEqual([['1', '2']]);
    expect(b.received).toEqual([['1', '2']]);
    expect(other.received).toEqual([]);
  });

  it('keeps a client own frames in order with the publications around them', () => {
    const client = fakeClient(['public:a']);
    const fanout = fanoutOver([client]);
    fanout.publish('public:a', '1');
    fanout.send(client, 'reply');
    fanout.publish('public:a', '2');
    fanout.flush();
    expect(client.received).toEqual([['1', 'reply', '2']]);
  });

  it('does not give a client that joins mid-window the publications queued before it joined', () => {
    const early = fakeClient(['public:a']);
    const late = fakeClient();
    const fanout = fanoutOver([early, late]);
    fanout.publish('public:a', '1');
    fanout.beforeJoin(late);
    late.channels.add('public:a');
    fanout.send(late, 'subscribed');
    fanout.publish('public:a', '2');
    fanout.flush();
    expect(early.received).toEqual([['1', '2']]);
    expect(late.received).toEqual([['subscribed', '2']]);
  });

  it('starts every window afresh: a client back in the shared batch gets nothing twice', () => {
    const client = fakeClient(['public:a']);
    const fanout = fanoutOver([client]);
    fanout.send(client, 'ping');
    fanout.flush();
    fanout.publish('public:a', '1');
    fanout.flush();
    expect(client.received).toEqual([['ping'], ['1']]);
  });

  it('skips a client too slow to keep up and reports it', () => {
    const slowClient = fakeClient(['public:a']);
    slowClient.bufferedAmount = 2_000;
    const slow: FakeClient[] = [];
    const fanout = fanoutOver([slowClient], slow);
    fanout.publish('public:a', '1');
    fanout.flush();
    expect(slowClient.received).toEqual([]);
    expect(slow).toEqual([slowClient]);
  });

  it('flushes by itself once the window has passed', async () => {
    const client = fakeClient(['public:a']);
    const fanout = new Fanout<FakeClient>({
      subscribers: () => [client],
      batchWindowMs: 30,
      maxBufferedBytes: 1_000,
      onSlow: () => {},
    });
    fanout.publish('public:a', '1');
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.received).toEqual([['1']]);
    fanout.publish('public:a', '2');
    fanout.publish('public:a', '3');
    await new Promise((resolve) => setImmediate(resolve));
    expect(client.received).toEqual([['1']]);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(client.received).toEqual([['1'], ['2', '3']]);
  });
});
