import { describe, expect, it, vi } from 'vitest';
import { openChannel } from './channel';
import type { MessageSource, MessageTarget } from './channel';

const origin = 'https://sportsbook.example';

function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const frame = { postMessage: vi.fn<MessageTarget['postMessage']>() };
  const host: MessageSource = {
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const deliver = (data: unknown, from = origin, source: unknown = frame) => {
    for (const listener of listeners) listener({ data, origin: from, source } as unknown as MessageEvent);
  };
  return { host, deliver, listeners, frame };
}

describe('openChannel', () => {
  it('hands a valid message from the sportsbook to its handler', () => {
    const { host, deliver, frame } = fakeHost();
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    const onSize = vi.fn();
    embed.on('sportsbook:page-size-changed', onSize);
    deliver({ type: 'sportsbook:page-size-changed', payload: { width: 1280, height: 2400 } });
    expect(onSize).toHaveBeenCalledWith({ width: 1280, height: 2400 });
  });

  it('ignores messages from any other origin', () => {
    const { host, deliver, frame } = fakeHost();
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    const onSignIn = vi.fn();
    embed.on('sportsbook:sign-in', onSignIn);
    deliver({ type: 'sportsbook:sign-in', payload: { sessionExpired: false } }, 'https://evil.example');
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('ignores a message of the right origin sent by another window (source checked)', () => {
    const { host, deliver, frame } = fakeHost();
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    const onLoaded = vi.fn();
    embed.on('sportsbook:page-loaded', onLoaded);
    deliver({ type: 'sportsbook:page-loaded', payload: { path: '/en/live' } }, origin, {});
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('ignores malformed and foreign messages', () => {
    const { host, deliver, frame } = fakeHost();
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    const onSize = vi.fn();
    embed.on('sportsbook:page-size-changed', onSize);
    deliver({ type: 'sportsbook:page-size-changed', payload: { width: -1, height: 'tall' } });
    deliver('hello');
    deliver({ type: 'webpackHotUpdate' });
    expect(onSize).not.toHaveBeenCalled();
  });

  it('sends messages to the sportsbook origin only', () => {
    const { host, frame } = fakeHost();
    const postMessage = frame.postMessage;
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    embed.send({ type: 'sportsbook:navigate', payload: { path: '/live' } });
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'sportsbook:navigate', payload: { path: '/live' } },
      origin,
    );
  });

  it('stops listening when destroyed or unsubscribed', () => {
    const { host, deliver, listeners, frame } = fakeHost();
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    const onLoaded = vi.fn();
    const off = embed.on('sportsbook:page-loaded', onLoaded);
    off();
    deliver({ type: 'sportsbook:page-loaded', payload: { path: '/' } });
    expect(onLoaded).not.toHaveBeenCalled();
    embed.destroy();
    expect(listeners.size).toBe(0);
  });
});

describe('the listening handshake', () => {
  it("answers the sportsbook's initialized with the messages the host handles, and again when they change", () => {
    const { host, deliver, frame } = fakeHost();
    const postMessage = frame.postMessage;
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    embed.on('sportsbook:deposit', vi.fn());
    // nothing is said before the sportsbook has loaded: it could not hear it
    expect(postMessage).not.toHaveBeenCalled();
    deliver({ type: 'sportsbook:initialized', payload: { version: '1', protocol: '1' } });
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: 'sportsbook:listening', payload: { types: ['sportsbook:deposit'] } },
      origin,
    );
    const off = embed.on('sportsbook:sign-in', vi.fn());
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: 'sportsbook:listening', payload: { types: ['sportsbook:deposit', 'sportsbook:sign-in'] } },
      origin,
    );
    off();
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: 'sportsbook:listening', payload: { types: ['sportsbook:deposit'] } },
      origin,
    );
  });

  it("does not take an initialized from another origin as the sportsbook's", () => {
    const { host, deliver, frame } = fakeHost();
    const postMessage = frame.postMessage;
    const embed = openChannel({ frame, sportsbookOrigin: origin, host });
    embed.on('sportsbook:deposit', vi.fn());
    deliver(
      { type: 'sportsbook:initialized', payload: { version: '1', protocol: '1' } },
      'https://evil.example',
    );
    expect(postMessage).not.toHaveBeenCalled();
  });
});
