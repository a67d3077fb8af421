import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Centrifuge } from 'centrifuge';
import type { Subscription } from 'centrifuge';
import { afterEach } from 'vitest';
import WebSocket from 'ws';
import { RealtimeHub } from './hub';
import type { HubOptions } from './hub';
import { mintConnectionToken } from './tokens';

// What the hub's test files share: a hub on a free port, real centrifuge clients, and waiting helpers.

export const secret = 'test-secret-please-change';
const cleanups: (() => Promise<void> | void)[] = [];

/** Closes, after each test of the calling file, every hub, client and socket its tests opened. */
export function useHubCleanup(): (cleanup: () => Promise<void> | void) => void {
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  return (cleanup) => cleanups.push(cleanup);
}

/** A hub (test secret, `options` on top) serving a fresh HTTP server on a free port, and its WebSocket URL. */
export async function startHub(options: Partial<HubOptions> = {}) {
  const server: Server = createServer();
  const hub = new RealtimeHub({ tokenSecret: secret, ...options });
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/connection/websocket`;
  cleanups.push(async () => {
    await hub.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { hub, url, server };
}

/** A real centrifuge client of `url` with short reconnect delays. */
export function client(url: string, options: ConstructorParameters<typeof Centrifuge>[1] = {}) {
  const centrifuge = new Centrifuge(url, {
    websocket: WebSocket,
    minReconnectDelay: 50,
    maxReconnectDelay: 200,
    ...options,
  });
  cleanups.push(() => centrifuge.disconnect());
  return centrifuge;
}

/** The next `event` of an emitter. */
export function once<T>(
  emitter: { once(event: string, listener: (context: T) => void): unknown },
  event: string,
): Promise<T> {
  return new Promise((resolve) => emitter.once(event, resolve));
}

/** Every publication's data a subscription receives from now on. */
export function collect(subscription: Subscription): unknown[] {
  const received: unknown[] = [];
  subscription.on('publication', (context) => received.push(context.data));
  return received;
}

/** Resolves once `check` holds; throws after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Subscribes to `channel` (as `userId`, or a visitor) and returns the code the hub refused it with. */
export async function refusal(url: string, channel: string, userId?: string): Promise<number> {
  const centrifuge = client(url, userId ? { getToken: () => mintConnectionToken(secret, userId, 60) } : {});
  const subscription = centrifuge.newSubscription(channel);
  subscription.subscribe();
  centrifuge.connect();
  return (await once<{ code: number }>(subscription, 'unsubscribed')).code;
}

/** A reply as a raw client reads it. */
export interface RawReply {
  id?: number;
  error?: { code: number };
  subscribe?: object;
}

/** A raw protocol connection (anonymous, connected): sends command lines, collects the replies by id. */
export async function rawClient(url: string) {
  const socket = new WebSocket(url);
  cleanups.push(() => socket.terminate());
  await once(socket, 'open');
  const replies = new Map<number, RawReply>();
  socket.on('message', (raw: Buffer) => {
    for (const line of String(raw).split('\n')) {
      const reply = JSON.parse(line) as RawReply;
      if (reply.id) replies.set(reply.id, reply);
    }
  });
  let nextId = 1;
  /** Sends commands in one frame and resolves with their replies, in order. */
  const send = async (commands: object[]): Promise<RawReply[]> => {
    const ids = commands.map(() => nextId++);
    socket.send(commands.map((command, index) => JSON.stringify({ id: ids[index], ...command })).join('\n'));
    await waitFor(() => ids.every((id) => replies.has(id)));
    return ids.map((id) => replies.get(id)!);
  };
  await send([{ connect: {} }]);
  return { socket, send };
}
