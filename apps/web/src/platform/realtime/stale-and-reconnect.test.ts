import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeHub } from './fake-hub';
import { parseEvent } from './parse-event';
import { createRealtimeClient } from './realtime-client';
import { STALE_AFTER_MS } from './realtime-options';
import { watchReconnectTriggers } from './reconnect-triggers';

function setup() {
  let hub!: FakeHub;
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken: async () => 'token',
    reportError: () => {},
  });
  const changes = vi.fn();
  client.onStaleChange(changes);
  return { client, hub, changes };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live data staleness', () => {
  it('turns stale once the connection has been down for STALE_AFTER_MS after it was up', () => {
    const { client, hub, changes } = setup();
    hub.setState('connecting');
    hub.setState('connected');
    hub.setState('connecting');
    vi.advanceTimersByTime(STALE_AFTER_MS - 1);
    expect(client.isStale()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(client.isStale()).toBe(true);
    expect(changes).toHaveBeenCalledOnce();
  });

  it('is fresh again as soon as the connection is back', () => {
    const { client, hub, changes } = setup();
    hub.setState('connected');
    hub.setState('connecting');
    vi.advanceTimersByTime(STALE_AFTER_MS);
    hub.setState('connected');
    expect(client.isStale()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('does not turn stale for a reconnect quicker than STALE_AFTER_MS (a login, a blip)', () => {
    const { client, hub, changes } = setup();
    hub.setState('connected');
    hub.setState('disconnected');
    hub.setState('connecting');
    vi.advanceTimersByTime(STALE_AFTER_MS / 2);
    hub.setState('connected');
    vi.advanceTimersByTime(STALE_AFTER_MS * 5);
    expect(client.isStale()).toBe(false);
    expect(changes).not.toHaveBeenCalled();
  });

  it('does not count a first connection that has not come up yet as stale: the page brought fresh data', () => {
    const { client, hub } = setup();
    hub.setState('connecting');
    hub.setState('disconnected');
    hub.setState('connecting');
    vi.advanceTimersByTime(STALE_AFTER_MS * 10);
    expect(client.isStale()).toBe(false);
  });

  it('stays stale through every state change of the outage, from the first one on', () => {
    const { client, hub } = setup();
    hub.setState('connected');
    hub.setState('connecting');
    vi.advanceTimersByTime(STALE_AFTER_MS / 2);
    // The back-off skipped: disconnect and connect again, still within the outage.
    hub.setState('disconnected');
    hub.setState('connecting');
    vi.advanceTimersByTime(STALE_AFTER_MS / 2);
    expect(client.isStale()).toBe(true);
  });
});

describe('reconnect now', () => {
  it('asks the hub to skip its back-off', () => {
    const { client, hub } = setup();
    client.reconnectNow();
    expect(hub.calls).toEqual(['reconnectNow']);
  });

  it("reconnects now on the browser's online event", () => {
    const reconnectNow = vi.fn();
    const stop = watchReconnectTriggers(window, reconnectNow);
    window.dispatchEvent(new Event('online'));
    expect(reconnectNow).toHaveBeenCalledOnce();
    stop();
    window.dispatchEvent(new Event('online'));
    expect(reconnectNow).toHaveBeenCalledOnce();
  });

  it('reconnects now when the tab becomes visible, not when it is hidden', () => {
    const reconnectNow = vi.fn();
    const stop = watchReconnectTriggers(window, reconnectNow);
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    try {
      visibility.mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(reconnectNow).not.toHaveBeenCalled();
      visibility.mockReturnValue('visible');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(reconnectNow).toHaveBeenCalledOnce();
    } finally {
      stop();
      visibility.mockRestore();
    }
  });
});
