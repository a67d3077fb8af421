import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateEncoding } from './content-encoding';
import type { ContentEncoding } from './content-encoding';
import { stringifyInSlices } from './sliced-json';

const compressors: Record<Exclude<ContentEncoding, 'identity'>, (input: Buffer) => Promise<Buffer>> = {
  // NOTE: middling levels: a cached page is compressed once a second, off the request path (a stale page is
  // served meanwhile); on a 1.2 MB page brotli 5 takes ~14 ms for 8 % of the size, gzip 6 ~10 ms for 10 %.
  br: (input) =>
    promisify(brotliCompress)(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
  gzip: (input) => promisify(gzip)(input, { level: 6 }),
};

/**
 * A response body already serialised to JSON, so a route can answer hot, repeated reads (a page of 500 matches)
 * from a cache without serialising the same document again for every client. Its UTF-8 bytes and its gzip and
 * brotli encodings are made once, on first demand, and shared by every request that gets this body.
 */
export class SerializedJson {
  readonly #encoded = new Map<ContentEncoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  /** The encodings this body has been asked for so far. */
  encodings(): ContentEncoding[] {
    return [...this.#encoded.keys()];
  }

  /** The body's bytes in an encoding (compressed off the event loop, once). */
  encoded(encoding: ContentEncoding): Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      const utf8 = Buffer.from(this.json);
      bytes = encoding === 'identity' ? Promise.resolve(utf8) : compressors[encoding](utf8);
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

/**
 * Answers with a serialised body in the best encoding the client accepts (`Accept-Encoding`), saying so in
 * `Content-Encoding` and `Vary` so caches keep the variants apart.
 */
export async function sendSerializedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: SerializedJson,
): Promise<FastifyReply> {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const bytes = await body.encoded(encoding);
  const vary = reply.getHeader('vary');
  reply
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

interface CacheEntry {
  body: SerializedJson;
  expiresAt: number;
  refreshing: boolean;
}

/**
 * A cache of serialised responses by key, each fresh for `ttlMs` of wall-clock time. NOTE: once an entry is
 * stale, requests keep getting it (for at most `maxStaleMs` more) while its successor is built and compressed in
 * the background, in the encodings clients asked the old one for; the new body replaces it once ready. So no
 * request waits for a rebuild or a compression, and a hot page costs one build per `ttlMs`, not one per request.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CacheEntry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
    private readonly maxStaleMs = 5_000,
  ) {}

  /**
   * The cached body for `key`, or the one `produce` makes now (then cached). A stale body is rebuilt in the
   * background by `produceLater` when given (it may take several turns of the event loop), else by `produce`.
   */
  get(key: string, produce: () => unknown, produceLater: () => unknown = produce): SerializedJson {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    if (hit && hit.expiresAt + this.maxStaleMs > now) {
      if (!hit.refreshing) this.#refresh(key, hit, produceLater);
      return hit.body;
    }
    const body = new SerializedJson(JSON.stringify(produce()));
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { body, expiresAt: now + this.ttlMs, refreshing: false });
    return body;
  }

  #refresh(key: string, stale: CacheEntry, produce: () => unknown): void {
    stale.refreshing = true;
    setImmediate(() => {
      void this.#rebuild(produce, stale.body.encodings()).then(
        (body) => {
          if (this.#entries.get(key) !== stale) return;
          this.#entries.set(key, { body, expiresAt: Date.now() + this.ttlMs, refreshing: false });
        },
        () => {
          // NOTE: the stale body stays; a request after `maxStaleMs` rebuilds in its own path and reports the error.
          stale.refreshing = false;
        },
      );
    });
  }

  async #rebuild(produce: () => unknown, encodings: ContentEncoding[]): Promise<SerializedJson> {
    const body = new SerializedJson(await stringifyInSlices(await produce()));
    await Promise.all(encodings.map((encoding) => body.encoded(encoding)));
    return body;
  }
}
