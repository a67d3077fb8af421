import { describe, expect, it } from 'vitest';
import { parseCommand, parseFrame } from './client-commands';

describe('parseFrame', () => {
  it('splits a frame into its newline-joined commands, in order', () => {
    expect(parseFrame('{"id":1,"connect":{}}\n{"id":2,"subscribe":{"channel":"public:en.updates"}}')).toEqual(
      [
        { kind: 'connect', id: 1, request: {} },
        { kind: 'subscribe', id: 2, request: { channel: 'public:en.updates' } },
      ],
    );
  });

  it('refuses a frame with a line that is not a JSON object', () => {
    expect(parseFrame('{"id":1,"connect":{}}\nnot json')).toBeNull();
    expect(parseFrame('[1,2]')).toBeNull();
    expect(parseFrame('null')).toBeNull();
  });
});

describe('parseCommand', () => {
  it('reads the empty object as a pong and send as a message the hub ignores', () => {
    expect(parseCommand({})).toEqual({ kind: 'pong' });
    expect(parseCommand({ send: { data: 1 } })).toEqual({ kind: 'send' });
  });

  it('reads each offered method into its kind with its fields', () => {
    expect(parseCommand({ id: 3, refresh: { token: 't' } })).toEqual({ kind: 'refresh', id: 3, token: 't' });
    expect(parseCommand({ id: 4, unsubscribe: { channel: 'public:en.updates' } })).toEqual({
      kind: 'unsubscribe',
      id: 4,
      channel: 'public:en.updates',
    });
    expect(
      parseCommand({ id: 5, sub_refresh: { channel: '$private:en.platform_user.1', token: 't' } }),
    ).toEqual({
      kind: 'sub_refresh',
      id: 5,
      channel: '$private:en.platform_user.1',
      token: 't',
    });
    const subs = { 'public:en.updates': { recover: true, offset: 4, epoch: 'ab' } };
    expect(parseCommand({ id: 1, connect: { token: 't', subs } })).toEqual({
      kind: 'connect',
      id: 1,
      request: { token: 't', subs },
    });
  });

  it('tells the protocol methods the hub does not offer from methods the protocol does not have', () => {
    expect(parseCommand({ id: 2, presence: { channel: 'public:en.updates' } })).toEqual({
      kind: 'not_offered',
      id: 2,
      method: 'presence',
    });
    expect(parseCommand({ id: 2, teleport: {} })).toEqual({ kind: 'unknown', id: 2, method: 'teleport' });
  });

  it('calls a command malformed when a field has the wrong shape or it names several methods', () => {
    const malformed = (value: Record<string, unknown>) => parseCommand(value).kind;
    expect(malformed({ id: 1, subscribe: 'public:en.updates' })).toBe('malformed');
    expect(malformed({ id: 1, subscribe: { channel: 7 } })).toBe('malformed');
    expect(malformed({ id: 1, subscribe: { channel: 'public:en.updates', offset: '3' } })).toBe('malformed');
    expect(malformed({ id: 1, connect: { token: 42 } })).toBe('malformed');
    expect(malformed({ id: 1, connect: { subs: { 'public:en.updates': { recover: 'yes' } } } })).toBe(
      'malformed',
    );
    expect(malformed({ id: 1, refresh: {} })).toBe('malformed');
    expect(malformed({ id: 1, sub_refresh: { channel: 'public:en.updates' } })).toBe('malformed');
    expect(malformed({ id: 1, refresh: { token: 't' }, subscribe: { channel: 'public:en.updates' } })).toBe(
      'malformed',
    );
    expect(malformed({ id: 'one', refresh: { token: 't' } })).toBe('malformed');
  });
});
