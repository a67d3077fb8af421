import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostListensFor, postToHost } from './host-bridge';
import { startHostBridge } from './host-listener';
import type { BridgeWindow } from './host-bridge';

const operator = 'https://operator.example';

function framedWindow() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const parent = { postMessage: vi.fn() };
  const window: BridgeWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const fromHost = (data: unknown, origin = operator, source: unknown = parent) => {
    for (const listener of listeners) listener({ data, origin, source } as unknown as MessageEvent);
  };
  return { window, parent, fromHost, listeners };
}

const listening = (types: string[]) => ({ type: 'sportsbook:listening', payload: { types } });
const only = (...allowedOrigins: string[]) => ({ allowedOrigins, acceptAnyOrigin: false });
let stop = () => {};

afterEach(() => stop());

describe('the host bridge', () => {
  it('says initialized to each allowed origin when it starts (only the parent of the right one hears it)', () => {
    const { window, parent } = framedWindow();
    stop = startHostBridge(window, only(operator, 'https://other.example'), '2.1.0');
    const initialized = { type: 'sportsbook:initialized', payload: { version: '2.1.0', protocol: '1' } };
    expect(parent.postMessage.mock.calls).toEqual([
      [initialized, operator],
      [initialized, 'https://other.example'],
    ]);
  });

  it('learns what the host listens for, and then writes to the host origin only', () => {
    const { window, parent, fromHost } = framedWindow();
    stop = startHostBridge(window, only(operator, 'https://other.example'), '1');
    expect(hostListensFor('sportsbook:deposit')).toBe(false);
    fromHost(listening(['sportsbook:deposit']));
    expect(hostListensFor('sportsbook:deposit')).toBe(true);
    expect(hostListensFor('sportsbook:sign-in')).toBe(false);
    parent.postMessage.mockClear();
    postToHost({ type: 'sportsbook:deposit', payload: { currency: 'EUR' } });
    expect(parent.postMessage.mock.calls).toEqual([
      [{ type: 'sportsbook:deposit', payload: { currency: 'EUR' } }, operator],
    ]);
  });

  it('hears nothing from an origin the site does not allow, nor from a window that is not its parent', () => {
    const { window, fromHost } = framedWindow();
    stop = startHostBridge(window, only(operator), '1');
    fromHost(listening(['sportsbook:deposit']), 'https://evil.example');
    fromHost(listening(['sportsbook:deposit']), operator, {});
    fromHost({ type: 'sportsbook:listening', payload: { types: ['deposit'] } });
    expect(hostListensFor('sportsbook:deposit')).toBe(false);
  });

  it('forgets the host when it stops, and sends nothing after', () => {
    const { window, parent, fromHost, listeners } = framedWindow();
    stop = startHostBridge(window, only(operator), '1');
    fromHost(listening(['sportsbook:deposit']));
    stop();
    expect(hostListensFor('sportsbook:deposit')).toBe(false);
    expect(listeners.size).toBe(0);
    parent.postMessage.mockClear();
    postToHost({ type: 'sportsbook:deposit', payload: { currency: null } });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it("hands the host's commands over once checked against the contract, and drops the malformed", () => {
    const { window, fromHost } = framedWindow();
    const onCommand = vi.fn();
    stop = startHostBridge(window, only(operator), '1', onCommand);
    fromHost({ type: 'sportsbook:navigate', payload: { path: '/en/live' } });
    fromHost({ type: 'sportsbook:navigate', payload: { path: '//evil.example/phish' } });
    fromHost({ type: 'sportsbook:set-theme', payload: { theme: 'neon' } });
    fromHost({ type: 'sportsbook:set-theme', payload: { theme: 'light' } });
    expect(onCommand.mock.calls).toEqual([
      [{ type: 'sportsbook:navigate', payload: { path: '/en/live' } }],
      [{ type: 'sportsbook:set-theme', payload: { theme: 'light' } }],
    ]);
  });

  it('hears a command from a third origin only when the site hands sessions over by message (SPEC §5)', () => {
    const strict = framedWindow();
    const refused = vi.fn();
    stop = startHostBridge(strict.window, only(operator), '1', refused);
    strict.fromHost({ type: 'sportsbook:session', payload: { token: 'abc' } }, 'https://third.example');
    expect(refused).not.toHaveBeenCalled();
    stop();

    const open = framedWindow();
    const heard = vi.fn();
    stop = startHostBridge(open.window, { allowedOrigins: [operator], acceptAnyOrigin: true }, '1', heard);
    open.fromHost({ type: 'sportsbook:session', payload: { token: 'abc' } }, 'https://third.example');
    // still only from the parent window, whatever its origin
    open.fromHost({ type: 'sportsbook:sign-out', payload: {} }, 'https://third.example', {});
    expect(heard.mock.calls).toEqual([[{ type: 'sportsbook:session', payload: { token: 'abc' } }]]);
  });
});
