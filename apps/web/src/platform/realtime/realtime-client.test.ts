import { describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../errors/report-error';
import { FakeHub } from './fake-hub';
import { createRealtimeClient } from './realtime-client';
import { parseEvent } from './parse-event';

const marketsEvent = {
  event_name: 'markets_changed',
  message: { match: { id: 7, urn_id: 'sr:match:7' }, markets: [] },
};

function setup(fetchToken = vi.fn(async () => 'token-1')) {
  let hub!: FakeHub;
  const reports: ErrorReport[] = [];
  const client = createRealtimeClient({
    createHub: (getToken) => (hub = new FakeHub(getToken)),
    parseEvent,
    fetchToken,
    reportError: (report) => reports.push(report),
  });
  return { client, hub, reports, fetchToken };
}

describe('real-time client', () => {
  it('shares one subscription between two listeners of a channel and unsubscribes when the last leaves', () => {
    const { client, hub } = setup();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.subscribe('public:en.updates', first);
    const stopSecond = client.subscribe('public:en.updates', second);
    expect(hub.created).toHaveLength(1);
    const subscription = hub.created[0]!;
    expect(subscription.subscribed).toBe(true);

    subscription.publish(marketsEvent);
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();

    stopFirst();
    expect(subscription.subscribed).toBe(true);
    stopSecond();
    expect(subscription.subscribed).toBe(false);
    expect(hub.subscriptions.size).toBe(0);
    expect(client.channels()).toEqual([]);
  });

  it('subscribes again after every listener left and a new one comes', () => {
    const { client, hub } = setup();
    client.subscribe('public:en.updates', vi.fn())();
    const listener = vi.fn();
    client.subscribe('public:en.updates', listener);
    expect(hub.created).toHaveLength(2);
    hub.created[1]!.publish(marketsEvent);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps a listener until each of its subscriptions is released, even the same function twice', () => {
    const { client, hub } = setup();
    const listener = vi.fn();
    const stopOne = client.subscribe('public:en.updates', listener);
    client.subscribe('public:en.updates', listener);
    stopOne();
    stopOne(); // releasing twice must not release the other
    hub.created[0]!.publish(marketsEvent);
    expect(listener).toHaveBeenCalledOnce();
    expect(hub.created[0]!.subscribed).toBe(true);
  });

  it('hands listeners parsed events and ignores invalid ones, reporting each kind once', () => {
    const { client, hub, reports } = setup();
    const listener = vi.fn();
    client.subscribe('public:en.updates', listener);
    const subscription = hub.created[0]!;
    subscription.publish({ event_name: 'markets_changed', message: { match: { id: 'x' } } });
    subscription.publish({ event_name: 'markets_changed', message: {} });
    subscription.publish({ nonsense: true });
    subscription.publish(marketsEvent);
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith(marketsEvent);
    expect(reports.map((report) => [report.source, report.context?.kind])).toEqual([
      ['realtime.invalid-event', 'markets_changed'],
      ['realtime.invalid-event', '(no event_name)'],
    ]);
  });

  it("checks each event against its own event's schema and rejects unknown or mislabelled events", () => {
    const { client, hub, reports } = setup();
    const listener = vi.fn();
    client.subscribe('public:en.updates', listener);
    const subscription = hub.created[0]!;
    const statusEvent = {
      event_name: 'match_status_changed',
      message: { match: { id: 7, status: 3, sport_type: 'regular', provider: 'sandbox' } },
    };
    subscription.publish({ event_name: 'score_changed', message: marketsEvent.message });
    // A valid markets message under another event's name is still invalid.
    subscription.publish({ event_name: 'match_status_changed', message: marketsEvent.message });
    subscription.publish(statusEvent);
    expect(listener).toHaveBeenCalledOnce();
    expect(listener).toHaveBeenCalledWith(statusEvent);
    expect(reports.map((report) => report.context?.kind)).toEqual(['score_changed', 'match_status_changed']);
  });

  it('keeps delivering to other listeners when one throws, and reports it', () => {
    const { client, hub, reports } = setup();
    const healthy = vi.fn();
    client.subscribe('public:en.updates', () => {
      throw new Error('boom');
    });
    client.subscribe('public:en.updates', healthy);
    hub.created[0]!.publish(marketsEvent);
    expect(healthy).toHaveBeenCalledOnce();
    expect(reports[0]?.source).toBe('realtime.listener');
  });

  it('reports a failed initial connection once and later outages not at all', () => {
    const { hub, reports } = setup();
    hub.emit('error', { type: 'transport', error: { code: 2, message: 'transport closed' } });
    hub.emit('error', { type: 'transport', error: { code: 2, message: 'transport closed' } });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'realtime.initial-connection',
      context: { type: 'transport' },
    });
    hub.setState('connected');
    hub.emit('error', { type: 'transport', error: { code: 2, message: 'transport closed' } });
    expect(reports).toHaveLength(1);
  });

  it('follows the hub through connecting, connected and disconnected', () => {
    const { client, hub } = setup();
    const states: string[] = [];
    client.onStateChange((state) => states.push(state));
    expect(client.hasConnected()).toBe(false);
    hub.setState('connecting');
    hub.setState('connected');
    hub.setState('disconnected');
    expect(states).toEqual(['connecting', 'connected', 'disconnected']);
    expect(client.getState()).toBe('disconnected');
    expect(client.hasConnected()).toBe(true);
  });

  it('reconnects with an empty token so that a fresh one is fetched for the new session', async () => {
    const fetchToken = vi.fn(async () => 'token-2');
    const { client, hub } = setup(fetchToken);
    client.connect();
    client.reconnect();
    expect(hub.calls).toEqual(['connect', 'setToken()', 'disconnect', 'connect']);
    await expect(hub.getToken()).resolves.toBe('token-2');
    expect(fetchToken).toHaveBeenCalledOnce();
  });

  it('asks for a subscription token on private channels only', async () => {
    let hub!: FakeHub;
    const fetchSubscriptionToken = vi.fn(async (channel: string) => `sub-token:${channel}`);
    const client = createRealtimeClient({
      createHub: (getToken) => (hub = new FakeHub(getToken)),
      parseEvent,
      fetchToken: async () => 'token',
      fetchSubscriptionToken,
      reportError: () => {},
    });
    client.subscribe('public:en.updates', vi.fn());
    client.subscribe('$private:en.platform_user.42', vi.fn());
    const [publicChannel, privateChannel] = hub.created;
    expect(publicChannel!.options?.getToken).toBeUndefined();
    expect(publicChannel!.options).toMatchObject({ minResubscribeDelay: 500, maxResubscribeDelay: 20_000 });
    await expect(
      privateChannel!.options!.getToken!({ channel: '$private:en.platform_user.42' }),
    ).resolves.toBe('sub-token:$private:en.platform_user.42');
  });
});
