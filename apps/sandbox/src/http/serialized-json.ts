/**
 * A response body already serialised to JSON, so a route can answer hot, repeated reads (a page of 500 matches)
 * from a cache without serialising the same document again for every client.
 */
export class SerializedJson {
  constructor(readonly json: string) {}
}

/** A cache of serialised responses by key, each kept for `ttlMs` of wall-clock time. */
export class ResponseCache {
  readonly #entries = new Map<string, { body: SerializedJson; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  /** The cached body for `key`, or the one `produce` makes now (then cached). */
  get(key: string, produce: () => unknown): SerializedJson {
    const now = Date.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > now) return hit.body;
    const body = new SerializedJson(JSON.stringify(produce()));
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { body, expiresAt: now + this.ttlMs });
    return body;
  }
}
