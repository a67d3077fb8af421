import { describe, expect, it, vi } from 'vitest';
import type { ErrorReport } from '../errors/report-error';
import { FakeRealtimeWorker, settle } from './fake-worker';
import { createRealtimeClient } from './realtime-client';
import { WorkerHub, parsedInWorker } from './worker-hub';

const marketsEvent = {
  event_name: 'markets_changed',
  message: { match: { id: 7, urn_id: 'sr:match:7' }, markets: [] },
};

async function setup(getToken = vi.fn(async () => 'connection-token')) {
  const worker = new FakeRealtimeWorker();
  const hub = new WorkerHub(worker, 'ws://sb.test/connection/websocket', getToken);
  await settle();
  return { worker, hub, fakeHub: worker.hub!, getToken };
}

describe('worker hub', () => {
  it("starts the worker's client on the page's hub URL", async () => {
    const { worker } = await setup();
    expect(worker.url).toBe('ws://sb.test/connection/websocket');
    expect(worker.hub).not.toBeNull();
  });

  it('carries connect, disconnect and a new token to the worker', async () => {
    const { hub, fakeHub } = await setup();
    hub.setToken('');
    hub.disconnect();
    hub.connect();
    await settle();
    expect(fakeHub.calls).toEqual(['setToken()', 'disconnect', 'connect']);
  });

  it("skips the back-off in the worker on 'reconnect now' only while its client waits to reconnect", async () => {
    const { hub, fakeHub } = await setup();
    fakeHub.setState('connecting');
    hub.reconnectNow();
    await settle();
    expect(fakeHub.calls).toEqual(['disconnect', 'connect']);
    for (const state of ['connected', 'disconnected']) {
      fakeHub.calls.length = 0;
      fakeHub.setState(state);
      hub.reconnectNow();
      await settle();
      expect(fakeHub.calls).toEqual([]);
    }
  });

  it("tells the page the worker client's state and its errors", async () => {
    const { hub, fakeHub } = await setup();
    const states: string[] = [];
    const errors: unknown[] = [];
    hub.on('state', ({ newState }) => states.push(newState));
    hub.on('error', (ctx) => errors.push(ctx));
    fakeHub.setState('connecting');
    fakeHub.emit('error', {
      type: 'transport',
      error: { code: 2, message: 'refused' },
      transport: 'websocket',
    });
    fakeHub.setState('connected');
    await settle();
    expect(states).toEqual(['connecting', 'connected']);
    expect(hub.state).toBe('connected');
    expect(errors).toEqual([{ type: 'transport', error: { code: 2, message: 'refused' } }]);
  });

  it('subscribes in the worker and hands over each publication checked against the contract', async () => {
    const { hub, fakeHub } = await setup();
    const received: unknown[] = [];
    const subscription = hub.newSubscription('public:en.updates', { minResubscribeDelay: 500 });
    subscription.on('publication', ({ data }) => received.push(data));
    subscription.subscribe();
    await settle();
    const inWorker = fakeHub.subscriptions.get('public:en.updates')!;
    expect(inWorker.subscribed).toBe(true);
    expect(inWorker.options).toEqual({ minResubscribeDelay: 500 });

    inWorker.publish(marketsEvent);
    inWorker.publish({ event_name: 'markets_changed', message: { markets: 'none' } });
    await settle();
    expect(received[0]).toEqual({ event: marketsEvent });
    expect(received[1]).toMatchObject({ kind: 'markets_changed', error: expect.any(Error) });
  });

  it("posts the publications the worker's client hands over in one task as one message, in order", async () => {
    const { hub, worker, fakeHub } = await setup();
    const received: unknown[] = [];
    hub.newSubscription('public:en.updates').on('publication', ({ data }) => received.push(data));
    hub.newSubscription('public:en.updates.match.7').on('publication', ({ data }) => received.push(data));
    await settle();
    const second = { ...marketsEvent, message: { ...marketsEvent.message, markets: [] } };
    fakeHub.subscriptions.get('public:en.updates')!.publish(marketsEvent);
    fakeHub.subscriptions.get('public:en.updates.match.7')!.publish(second);
    fakeHub.subscriptions.get('public:en.updates')!.publish(second);
    await settle();
    expect(worker.posted.filter((message) => message.type === 'publications')).toHaveLength(1);
    expect(received).toEqual([{ event: marketsEvent }, { event: second }, { event: second }]);
  });

  it('tells the page whether a resubscribe recovered what it missed', async () => {
    const { hub, fakeHub } = await setup();
    const confirmed = vi.fn();
    hub.newSubscription('public:en.updates').on('subscribed', confirmed);
    await settle();
    fakeHub.subscriptions.get('public:en.updates')!.confirm({ wasRecovering: true, recovered: false });
    await settle();
    expect(confirmed).toHaveBeenCalledWith({ wasRecovering: true, recovered: false });
  });

  it('unsubscribes and removes the subscription in the worker', async () => {
    const { hub, fakeHub } = await setup();
    const subscription = hub.newSubscription('public:en.updates');
    subscription.subscribe();
    await settle();
    subscription.unsubscribe();
    hub.removeSubscription(subscription);
    await settle();
    expect(fakeHub.created[0]!.subscribed).toBe(false);
    expect(fakeHub.subscriptions.has('public:en.updates')).toBe(false);
  });

  it('fetches the connection token on the page when the worker asks for one', async () => {
    const { fakeHub, getToken } = await setup();
    await expect(fakeHub.getToken()).resolves.toBe('connection-token');
    expect(getToken).toHaveBeenCalledOnce();
  });

  it("fetches a private channel's token on the page with the subscription's own callback", async () => {
    const { hub, fakeHub } = await setup();
    const channelToken = vi.fn(async ({ channel }: { channel: string }) => `token for ${channel}`);
    hub.newSubscription('$private:en.platform_user.9', { getToken: channelToken });
    hub.newSubscription('public:en.updates');
    await settle();
    const privateOptions = fakeHub.subscriptions.get('$private:en.platform_user.9')!.options!;
    await expect(privateOptions.getToken!({ channel: '$private:en.platform_user.9' })).resolves.toBe(
      'token for $private:en.platform_user.9',
    );
    expect(fakeHub.subscriptions.get('public:en.updates')!.options!.getToken).toBeUndefined();
  });

  it('fails the token request in the worker with the reason the page could not fetch it', async () => {
    const { fakeHub } = await setup(
      vi.fn(async () => Promise.reject(new Error('503 from the token endpoint'))),
    );
    await expect(fakeHub.getToken()).rejects.toThrow('503 from the token endpoint');
  });

  it('reports a worker that cannot start as a failed initial connection', async () => {
    const worker = new FakeRealtimeWorker();
    const reports: ErrorReport[] = [];
    createRealtimeClient({
      createHub: (getToken) => new WorkerHub(worker, 'ws://sb.test/connection/websocket', getToken),
      parseEvent: parsedInWorker,
      fetchToken: async () => 'token',
      reportError: (report) => reports.push(report),
    });
    worker.fail('404 for realtime.js');
    expect(reports).toEqual([
      expect.objectContaining({
        source: 'realtime.initial-connection',
        error: { code: 0, message: '404 for realtime.js' },
        context: { type: 'worker' },
      }),
    ]);
  });

  it('gives the real-time client checked events and reports a bad publication once per kind', async () => {
    const worker = new FakeRealtimeWorker();
    const reports: ErrorReport[] = [];
    const client = createRealtimeClient({
      createHub: (getToken) => new WorkerHub(worker, 'ws://sb.test/connection/websocket', getToken),
      parseEvent: parsedInWorker,
      fetchToken: async () => 'token',
      reportError: (report) => reports.push(report),
    });
    const listener = vi.fn();
    client.subscribe('public:en.updates', listener);
    await settle();
    const inWorker = worker.hub!.subscriptions.get('public:en.updates')!;
    inWorker.publish(marketsEvent);
    inWorker.publish({ event_name: 'markets_changed', message: null });
    inWorker.publish({ event_name: 'markets_changed', message: 1 });
    await settle();
    expect(listener).toHaveBeenCalledExactlyOnceWith(marketsEvent);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      source: 'realtime.invalid-event',
      context: { channel: 'public:en.updates', kind: 'markets_changed' },
    });
  });
});
