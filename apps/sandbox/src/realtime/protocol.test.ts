import { describe, expect, it } from 'vitest';
import { isValidChannel, methodOf, namespaceOf, parseFrame } from './protocol';

describe('parseFrame', () => {
  it('splits a frame into its newline-joined commands, in order', () => {
    expect(parseFrame('{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"public:en.updates"}}')).toEqual(
      [
        { id: 1, connect: {} },
        { id: 2, subscribe: { channel: 'public:en.updates' } },
      ],
    );
  });

  it('refuses a frame with a line that is not a JSON object', () => {
    expect(parseFrame('{"id":1,"connect":{}}\nnot json')).toBeNull();
    expect(parseFrame('[1,2]')).toBeNull();
  });
});

describe('methodOf', () => {
  it('names the command method, and reads the empty object as a pong', () => {
    expect(methodOf({ id: 3, refresh: { token: 't' } })).toBe('refresh');
    expect(methodOf({})).toBe('pong');
  });
});

describe('channel names', () => {
  it('accepts the sportsbook channels', () => {
    expect(isValidChannel('public:en.updates')).toBe(true);
    expect(isValidChannel('public:en.updates.match.1001')).toBe(true);
    expect(isValidChannel('$private:pt.platform_user.42')).toBe(true);
  });

  it('refuses names without a namespace, with odd characters or too long', () => {
    expect(isValidChannel('updates')).toBe(false);
    expect(isValidChannel('public:en updates')).toBe(false);
    expect(isValidChannel('public:#user')).toBe(false);
    expect(isValidChannel(`public:${'x'.repeat(260)}`)).toBe(false);
  });

  it('reads the namespace without the private prefix', () => {
    expect(namespaceOf('$private:en.platform_user.42')).toBe('private');
    expect(namespaceOf('public:en.updates')).toBe('public');
  });
});
