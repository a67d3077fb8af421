import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { serveFloor } from './lighthouse-floor-server';
import type { FloorServer } from './lighthouse-floor-server';

const page =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></head>' +
  '<body><h1>Live</h1><script>self.__next_f.push([1])</script></body></html>';
const css = 'body{color:red}';
const policy = "default-src 'self'; script-src 'nonce-abc'";

let upstream: Server | undefined;
let floor: FloorServer | undefined;

afterEach(async () => {
  await floor?.close();
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
});

/** A stand-in for `next start`: a gzipped page with its policy, a stylesheet, a redirect echoing the Host. */
async function startUpstream(): Promise<string> {
  upstream = createServer((request, response) => {
    if (request.url === '/live') {
      response
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'content-security-policy': policy,
          'x-accept-language': request.headers['accept-language'] ?? '',
        })
        .end(gzipSync(page));
    } else if (request.url === '/app.css') {
      response.writeHead(200, { 'content-type': 'text/css' }).end(css);
    } else {
      response.writeHead(307, { location: `http://${request.headers.host}/live` }).end();
    }
  });
  await new Promise<void>((resolve) => upstream!.listen(0, '127.0.0.1', resolve));
  const address = upstream.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('serveFloor', () => {
  it("answers a page with the server's HTML minus its scripts, in the server's encoding and with its policy", async () => {
    floor = await serveFloor(await startUpstream());
    const response = await fetch(`${floor.origin}/live`, { headers: { 'accept-language': 'de-DE' } });
    expect(response.status).toBe(200);
    // NOTE: fetch decompresses; the header says the floor sent it gzipped as the server did.
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).toBe(policy);
    expect(response.headers.get('x-accept-language')).toBe('de-DE');
    expect(await response.text()).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/app.css"/></head>' +
        '<body><h1>Live</h1></body></html>',
    );
  });

  it('passes everything that is not HTML through unchanged', async () => {
    floor = await serveFloor(await startUpstream());
    const response = await fetch(`${floor.origin}/app.css`);
    expect(response.headers.get('content-type')).toBe('text/css');
    expect(await response.text()).toBe(css);
  });

  it("forwards the browser's Host, so the server's redirects stay on the floor", async () => {
    floor = await serveFloor(await startUpstream());
    const response = await fetch(`${floor.origin}/`, { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${floor.origin}/live`);
  });
});
