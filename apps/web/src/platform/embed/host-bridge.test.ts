import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostListensFor, postToHost, startHostBridge } from './host-bridge';
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
let stop = () => {};

afterEach(() => stop());

describe('the host bridge', () => {
  it('says initialized to each allowed origin when it starts (only the parent of the right one hears it)', () => {
    const { window, parent } = framedWindow();
    stop = startHostBridge(window, [operator, 'https://other.example'], '2.1.0');
    const initialized = { type: 'sportsbook:initialized', payload: { version: '2.1.0' } };
    expect(parent.postMessage.mock.calls).toEqual([
      [initialized, operator],
      [initialized, 'https://other.example'],
    ]);
  });

  it('learns what the host listens for, and then writes to the host origin only', () => {
    const { window, parent, fromHost } = framedWindow();
    stop = startHostBridge(window, [operator, 'https://other.example'], '1');
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
    stop = startHostBridge(window, [operator], '1');
    fromHost(listening(['sportsbook:deposit']), 'https://evil.example');
    fromHost(listening(['sportsbook:deposit']), operator, {});
    fromHost({ type: 'sportsbook:listening', payload: { types: ['deposit'] } });
    expect(hostListensFor('sportsbook:deposit')).toBe(false);
  });

  it('forgets the host when it stops, and sends nothing after', () => {
    const { window, parent, fromHost, listeners } = framedWindow();
    stop = startHostBridge(window, [operator], '1');
    fromHost(listening(['sportsbook:deposit']));
    stop();
    expect(hostListensFor('sportsbook:deposit')).toBe(false);
    expect(listeners.size).toBe(0);
    parent.postMessage.mockClear();
    postToHost({ type: 'sportsbook:deposit', payload: { currency: null } });
    expect(parent.postMessage).not.toHaveBeenCalled();
  });
});
