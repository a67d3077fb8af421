import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocket, WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsFramedBytes, encodeTextMessage, sendEncoded } from './websocket-frame';

const server = createServer();
const sockets = new WebSocketServer({ server });
let serverSide: Promise<WebSocket>;
let client: WebSocket;
const received: string[] = [];

beforeAll(async () => {
  serverSide = new Promise((resolve) => sockets.once('connection', resolve));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  client.on('message', (data: Buffer, isBinary) => received.push(`${isBinary ? 'binary' : 'text'}:${data}`));
  await new Promise((resolve) => client.once('open', resolve));
});

afterAll(async () => {
  client.terminate();
  await new Promise((resolve) => sockets.close(resolve));
  await new Promise((resolve) => server.close(resolve));
});

describe('sendEncoded', () => {
  it('delivers framed text messages of every length class, in order with what ws sends itself', async () => {
    const socket = await serverSide;
    // NOTE: the ws version installed still lets framed bytes through, so the fast path is what is tested here.
    expect(acceptsFramedBytes(socket)).toBe(true);
    const texts = ['{}', 'é'.repeat(100), 'x'.repeat(70_000), 'y'.repeat(125)];
    sendEncoded(socket, encodeTextMessage(texts[0]!));
    socket.send('via ws');
    for (const text of texts.slice(1)) sendEncoded(socket, encodeTextMessage(text));
    await expect.poll(() => received.length).toBe(5);
    expect(received).toEqual([
      `text:${texts[0]}`,
      'text:via ws',
      ...texts.slice(1).map((text) => `text:${text}`),
    ]);
  });
});
