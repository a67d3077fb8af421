const SLICE_ITEMS = 50;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * `JSON.stringify` of a page (`{data: [...], ...}`), in slices of items with the event loop free between them, so
 * that serialising a megabyte page in the background does not hold up the requests being served meanwhile.
 * Anything else is serialised in one go. Same text as `JSON.stringify` when `data` comes first, as in pages.
 */
export async function stringifyInSlices(value: unknown): Promise<string> {
  if (typeof value !== 'object' || value === null || !('data' in value) || !Array.isArray(value.data))
    return JSON.stringify(value);
  const { data, ...rest } = value as { data: unknown[] };
  const parts: string[] = [];
  for (let start = 0; start < data.length; start += SLICE_ITEMS) {
    if (start > 0) await yieldToEventLoop();
    // NOTE: slice of an array serialises items exactly as the whole array would (undefined becomes null).
    parts.push(JSON.stringify(data.slice(start, start + SLICE_ITEMS)).slice(1, -1));
  }
  const others = JSON.stringify(rest);
  return `{"data":[${parts.filter((part) => part !== '').join(',')}]${others === '{}' ? '}' : `,${others.slice(1)}`}`;
}
