import { createServer, request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, Server, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, gunzip, gzip, inflate, deflate } from 'node:zlib';
import { floorHtml } from './lighthouse-floor-html';

type Coder = (buffer: Buffer) => Promise<Buffer>;

// NOTE: the floor's HTML goes back in the encoding the server chose, so it crosses Lighthouse's simulated network
// at the size the real page's HTML would have without its scripts.
const codecs: Record<string, { decode: Coder; encode: Coder }> = {
  gzip: { decode: promisify(gunzip), encode: promisify(gzip) },
  br: { decode: promisify(brotliDecompress), encode: promisify(brotliCompress) },
  deflate: { decode: promisify(inflate), encode: promisify(deflate) },
};

async function readBody(stream: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The page's own headers for its script-free body: the length changes, the policy and the rest stay. */
function floorHeaders(headers: IncomingHttpHeaders, length: number): IncomingHttpHeaders {
  const { 'transfer-encoding': _chunked, 'content-length': _length, ...kept } = headers;
  return { ...kept, 'content-length': String(length) };
}

async function answerWithoutScripts(upstream: IncomingMessage, response: ServerResponse): Promise<void> {
  const body = await readBody(upstream);
  const encoding = upstream.headers['content-encoding']?.trim().toLowerCase();
  const codec = encoding && encoding !== 'identity' ? codecs[encoding] : undefined;
  if (encoding && encoding !== 'identity' && !codec)
    throw new Error(`unexpected content-encoding ${encoding}`);
  const html = (codec ? await codec.decode(body) : body).toString('utf8');
  const stripped = Buffer.from(floorHtml(html), 'utf8');
  const sent = codec ? await codec.encode(stripped) : stripped;
  response.writeHead(upstream.statusCode ?? 502, floorHeaders(upstream.headers, sent.length)).end(sent);
}

function forward(target: URL, request: IncomingMessage, response: ServerResponse): void {
  const upstreamRequest = httpRequest(
    {
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      // NOTE: the browser's own headers (its user agent, languages, cookies, accepted encodings, its Host), so
      // the server answers the floor's request exactly as it answers the page's, redirects included.
      headers: request.headers,
    },
    (upstream) => {
      const isHtml = (upstream.headers['content-type'] ?? '').startsWith('text/html');
      if (!isHtml) {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
        return;
      }
      answerWithoutScripts(upstream, response).catch((error: unknown) => {
        response.destroy(error instanceof Error ? error : new Error(String(error)));
      });
    },
  );
  upstreamRequest.on('error', (error) => response.destroy(error));
  request.pipe(upstreamRequest);
}

/** The floor of a page: its own server's answer with every script taken out, on a loopback port of this process. */
export interface FloorServer {
  /** The floor's origin; a page's floor is this origin plus the page's path. */
  origin: string;
  close(): Promise<void>;
}

/**
 * Serves the Lighthouse floor: a proxy to the real web server (`upstreamOrigin`) that passes every answer through
 * untouched (CSS, fonts, images, `/_next/static/…`, redirects) except HTML documents, whose scripts it strips
 * (`floorHtml`). It listens on 127.0.0.1 while the web server is reached as localhost, so the two are
 * different sites to the browser and share no cookies or cache partition.
 */
export async function serveFloor(upstreamOrigin: string): Promise<FloorServer> {
  const target = new URL(upstreamOrigin);
  const server: Server = createServer((request, response) => forward(target, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
