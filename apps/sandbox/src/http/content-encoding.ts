/** The response encodings the sandbox can send, best first. */
export type ContentEncoding = 'br' | 'gzip' | 'identity';

const preference: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The best encoding an `Accept-Encoding` header allows: brotli, then gzip, else identity. A coding with `q=0` is
 * refused, and `*` stands for any coding the header does not name.
 */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  if (text === '') return 'identity';
  const quality = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name = '', ...parameters] = part.split(';');
    const q = parameters.map((parameter) => /^\s*q=(.*)$/i.exec(parameter)?.[1]).find((v) => v !== undefined);
    // NOTE: a malformed weight refuses the coding rather than granting it full weight.
    const value = q === undefined ? 1 : /^\s*[01](\.\d*)?\s*$/.test(q) ? Number(q) : 0;
    quality.set(name.trim().toLowerCase(), value);
  }
  let best: ContentEncoding = 'identity';
  let bestQuality = 0;
  for (const encoding of preference) {
    const value = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (value > bestQuality) {
      best = encoding;
      bestQuality = value;
    }
  }
  return best;
}
