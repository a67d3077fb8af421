import { describe, expect, it } from 'vitest';
import { parseEnvelope } from './envelope';

const lines = (...parts: string[]) => Buffer.from(parts.join('\n'));

describe('parseEnvelope', () => {
  it('reads the header and an event item whose payload runs to the next newline', () => {
    const envelope = parseEnvelope(
      lines('{"event_id":"abc"}', '{"type":"event"}', '{"message":"boom","release":"b1"}'),
    );
    expect(envelope).toEqual({
      header: { event_id: 'abc' },
      items: [{ header: { type: 'event' }, payload: { message: 'boom', release: 'b1' } }],
    });
  });

  it('reads a sized payload that itself holds a newline, then the next item', () => {
    const text = 'line one\nline two';
    const envelope = parseEnvelope(
      lines(
        '{}',
        `{"type":"attachment","length":${Buffer.byteLength(text)}}`,
        text,
        '{"type":"session"}',
        '{"status":"ok"}',
      ),
    );
    expect(envelope?.items.map((item) => item.payload)).toEqual([text, { status: 'ok' }]);
  });

  it('counts a sized payload in bytes, not characters', () => {
    const text = '{"message":"Wettschein über 5 €"}';
    const envelope = parseEnvelope(lines('{}', `{"type":"event","length":${Buffer.byteLength(text)}}`, text));
    expect(envelope?.items[0]?.payload).toEqual({ message: 'Wettschein über 5 €' });
  });

  it('refuses what is not an envelope: no header, an item without a type, a short sized payload', () => {
    expect(parseEnvelope(Buffer.from('not json'))).toBeNull();
    expect(parseEnvelope(Buffer.from(''))).toBeNull();
    expect(parseEnvelope(lines('{}', '{"length":2}', '{}'))).toBeNull();
    expect(parseEnvelope(lines('{}', '{"type":"event","length":99}', '{}'))).toBeNull();
  });
});
