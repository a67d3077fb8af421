import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RealtimeHub } from './hub';
import { CentrifugoHttpPublisher, EmbeddedHubPublisher, createPublisher } from './publisher';

const servers: ReturnType<typeof createServer>[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stand-in for Centrifugo's server API on a local port, answering with `reply` and recording requests. */
async function fakeCentrifugo(reply: { status: number; body: unknown }) {
  const requests: { headers: Record<string, unknown>; body: unknown; url: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({ headers: request.headers, body: JSON.parse(body), url: request.url ?? '' });
      response
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify(reply.body));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, requests };
}

describe('CentrifugoHttpPublisher', () => {
  it('posts the channel and data to /api/publish with the API key', async () => {
    const centrifugo = await fakeCentrifugo({ status: 200, body: { result: { offset: 1, epoch: 'e1' } } });
    await new CentrifugoHttpPublisher({ apiUrl: centrifugo.apiUrl, apiKey: 'k1' }).publish(
      'public:en.updates',
      { n: 1 },
    );
    expect(centrifugo.requests).toEqual([
      expect.objectContaining({
        url: '/api/publish',
        body: { channel: 'public:en.updates', data: { n: 1 } },
        headers: expect.objectContaining({ 'x-api-key': 'k1' }),
      }),
    ]);
  });

  it('fails on an error in a 200 body', async () => {
    const centrifugo = await fakeCentrifugo({
      status: 200,
      body: { error: { code: 102, message: 'unknown channel' } },
    });
    await expect(
      new CentrifugoHttpPublisher({ apiUrl: centrifugo.apiUrl, apiKey: 'k1' }).publish('nope:x', {}),
    ).rejects.toThrow('102');
  });

  it('fails on a refused API key', async () => {
    const centrifugo = await fakeCentrifugo({ status: 401, body: {} });
    await expect(
      new CentrifugoHttpPublisher({ apiUrl: centrifugo.apiUrl, apiKey: 'bad' }).publish(
        'public:en.updates',
        {},
      ),
    ).rejects.toThrow('401');
  });
});

describe('createPublisher', () => {
  const hub = new RealtimeHub({ tokenSecret: 'secret' });

  it('uses the embedded hub by default', () => {
    expect(createPublisher(hub, {})).toBeInstanceOf(EmbeddedHubPublisher);
  });

  it('uses Centrifugo when asked, and needs its URL and key', () => {
    expect(
      createPublisher(hub, {
        REALTIME: 'centrifugo',
        CENTRIFUGO_API_URL: 'http://c:8000/api',
        CENTRIFUGO_API_KEY: 'k',
      }),
    ).toBeInstanceOf(CentrifugoHttpPublisher);
    expect(() => createPublisher(hub, { REALTIME: 'centrifugo' })).toThrow('CENTRIFUGO_API_URL');
  });

  it('publishes through the hub into its history', async () => {
    const local = new RealtimeHub({ tokenSecret: 'secret' });
    await new EmbeddedHubPublisher(local).publish('public:en.updates', { n: 1 });
    expect(local.publish('public:en.updates', { n: 2 }).offset).toBe(2);
  });
});
