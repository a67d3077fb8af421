import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache, SerializedJson, sendSerializedJson } from './serialized-json';

afterEach(() => {
  vi.useRealTimers();
});

describe('ResponseCache', () => {
  it('serialises once per key within its lifetime', () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1_000);
    let calls = 0;
    const produce = () => ({ n: ++calls });
    expect(cache.get('a', produce).json).toBe('{"n":1}');
    expect(cache.get('a', produce).json).toBe('{"n":1}');
    expect(cache.get('b', produce).json).toBe('{"n":2}');
  });

  it('serves a stale body while its successor is built and compressed, then the successor', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ResponseCache(1_000);
    let calls = 0;
    const produce = () => ({ n: ++calls });
    await cache.get('a', produce).encoded('gzip');
    vi.setSystemTime(Date.now() + 1_001);
    expect(cache.get('a', produce).json).toBe('{"n":1}');
    await vi.waitFor(() => expect(cache.get('a', produce).json).toBe('{"n":2}'));
    expect(cache.get('a', produce).encodings()).toEqual(['gzip']);
    expect(calls).toBe(2);
  });

  it('rebuilds a stale body in the background with the slower producer when one is given', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ResponseCache(1_000);
    const now = () => ({ built: 'now' });
    const later = async () => {
      await new Promise(setImmediate);
      return { built: 'later' };
    };
    expect(cache.get('a', now, later).json).toBe('{"built":"now"}');
    vi.setSystemTime(Date.now() + 1_001);
    await vi.waitFor(() => expect(cache.get('a', now, later).json).toBe('{"built":"later"}'));
  });

  it('rebuilds at once when the body is older than the staleness it allows', () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1_000, 200, 5_000);
    let calls = 0;
    const produce = () => ++calls;
    cache.get('a', produce);
    vi.advanceTimersByTime(6_001);
    expect(cache.get('a', produce).json).toBe('2');
  });

  it('keeps the stale body when rebuilding it fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new ResponseCache(1_000);
    cache.get('a', () => 1);
    vi.setSystemTime(Date.now() + 1_001);
    let attempts = 0;
    const failing = () => {
      attempts += 1;
      throw new Error('catalogue unavailable');
    };
    expect(cache.get('a', failing).json).toBe('1');
    await vi.waitFor(() => expect(attempts).toBe(1));
    expect(cache.get('a', failing).json).toBe('1');
  });

  it('stays bounded', () => {
    const cache = new ResponseCache(60_000, 2);
    let calls = 0;
    const produce = () => ++calls;
    cache.get('a', produce);
    cache.get('b', produce);
    cache.get('c', produce);
    expect(cache.get('a', produce).json).toBe('4');
  });
});

describe('sendSerializedJson', () => {
  const body = new SerializedJson(JSON.stringify({ data: Array.from({ length: 200 }, (_, id) => ({ id })) }));

  async function fetchWith(acceptEncoding: string | undefined) {
    const app = Fastify();
    app.get('/', (request, reply) => sendSerializedJson(request, reply, body));
    const response = await app.inject({
      url: '/',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });
    await app.close();
    return response;
  }

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)('answers %s with the body in %s', async (accept, encoding, decode) => {
    const response = await fetchWith(accept);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(body.json.length / 4);
    expect(decode(response.rawPayload).toString()).toBe(body.json);
  });

  it('answers a client that accepts no compression with the plain body', async () => {
    const response = await fetchWith(undefined);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe(body.json);
  });

  it('compresses a body once, however many clients ask for it', async () => {
    const [first, second] = await Promise.all([body.encoded('br'), body.encoded('br')]);
    expect(second).toBe(first);
    expect(await body.encoded('br')).toBe(first);
  });
});
