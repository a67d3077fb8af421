/** One item of an envelope: its header (`type` is `event`, `transaction`, `session` …) and its payload. */
export interface EnvelopeItem {
  header: Record<string, unknown>;
  /** The payload parsed as JSON, or its text when it is not JSON (attachments). */
  payload: unknown;
}

/** A Sentry envelope: a header line, then items, each a header line and a payload. */
export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function parsePayload(bytes: Buffer): unknown {
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Parses an envelope in Sentry's wire format (develop.sentry.dev, "Envelopes"): newline-separated JSON, where an
 * item's payload is `length` bytes when its header says so and runs to the next newline otherwise. Null when
 * the text is not an envelope (no JSON object header, an item header that is not an object, a short payload).
 */
export function parseEnvelope(body: Buffer): Envelope | null {
  let offset = 0;
  const readLine = (): Buffer | null => {
    if (offset >= body.length) return null;
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const headerLine = readLine();
  const header = headerLine ? parseJsonObject(headerLine.toString('utf8')) : null;
  if (!header) return null;
  const items: EnvelopeItem[] = [];
  for (let line = readLine(); line !== null; line = readLine()) {
    if (line.length === 0) continue;
    const itemHeader = parseJsonObject(line.toString('utf8'));
    if (!itemHeader || typeof itemHeader.type !== 'string') return null;
    const { length } = itemHeader;
    let payload: Buffer;
    if (typeof length === 'number' && Number.isInteger(length) && length >= 0) {
      if (offset + length > body.length) return null;
      payload = body.subarray(offset, offset + length);
      offset += length;
      // NOTE: the newline after a sized payload is optional.
      if (body[offset] === 0x0a) offset++;
    } else {
      payload = readLine() ?? Buffer.alloc(0);
    }
    items.push({ header: itemHeader, payload: parsePayload(payload) });
  }
  return { header, items };
}
