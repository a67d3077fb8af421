import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { client, collect, once, refusal, secret, startHub, useHubCleanup, waitFor } from './hub-test-kit';
import { mintConnectionToken, mintSubscriptionToken } from './tokens';

const afterTest = useHubCleanup();

describe('RealtimeHub with the real centrifuge client', () => {
  it('lets a visitor connect, subscribe to a public channel and receive publications', async () => {
    const { hub, url } = await startHub();
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('public:en.updates');
    const received = collect(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await once(subscription, 'subscribed');

    hub.publish('public:en.updates', { event_name: 'match_changed', message: { match: { id: 1 } } });
    await waitFor(() => received.length === 1);
    expect(received[0]).toEqual({ event_name: 'match_changed', message: { match: { id: 1 } } });
  });

  it('delivers publications in order', async () => {
    const { hub, url } = await startHub();
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('public:en.updates.match.7');
    const received = collect(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await once(subscription, 'subscribed');
    for (let n = 1; n <= 50; n += 1) hub.publish('public:en.updates.match.7', { n });
    await waitFor(() => received.length === 50);
    expect(received).toEqual(Array.from({ length: 50 }, (_, index) => ({ n: index + 1 })));
  });

  it('subscribes a player to their private channel with a subscription token', async () => {
    const { hub, url } = await startHub();
    const channel = '$private:en.platform_user.42';
    const centrifuge = client(url, { getToken: () => mintConnectionToken(secret, '42', 60) });
    const subscription = centrifuge.newSubscription(channel, {
      getToken: (context) => mintSubscriptionToken(secret, '42', context.channel, 60),
    });
    const received = collect(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await once(subscription, 'subscribed');
    hub.publish(channel, { event_name: 'balance_changed' });
    await waitFor(() => received.length === 1);
  });

  it('refuses a private channel without a token (unsubscribed, code 103)', async () => {
    const { url } = await startHub();
    expect(await refusal(url, '$private:en.platform_user.42', '42')).toBe(103);
  });

  it('answers an expired connection token with 109, and the client fetches a new one and connects', async () => {
    const { url } = await startHub();
    let calls = 0;
    const centrifuge = client(url, {
      getToken: async () => {
        calls += 1;
        // NOTE: the first token is already expired; the second is good.
        return calls === 1 ? mintConnectionToken(secret, '42', -10) : mintConnectionToken(secret, '42', 60);
      },
    });
    const errors: number[] = [];
    centrifuge.on('error', (context) => errors.push(context.error.code));
    centrifuge.connect();
    await once(centrifuge, 'connected');
    expect(errors).toContain(109);
    expect(calls).toBe(2);
  });

  it('refreshes the connection token when its ttl ends and stays connected', async () => {
    const { url } = await startHub({ expiredCloseDelayMs: 500 });
    let calls = 0;
    const centrifuge = client(url, {
      getToken: async () => {
        calls += 1;
        return mintConnectionToken(secret, '42', 2);
      },
    });
    const disconnects: unknown[] = [];
    centrifuge.on('connecting', (context) => disconnects.push(context));
    centrifuge.connect();
    await once(centrifuge, 'connected');
    disconnects.length = 0;
    await waitFor(() => calls >= 2, 6000);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(centrifuge.state).toBe('connected');
    expect(disconnects).toEqual([]);
  }, 15_000);

  it('recovers the publications missed while reconnecting after a server disconnect', async () => {
    const { hub, url } = await startHub();
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('public:en.updates');
    const received = collect(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await once(subscription, 'subscribed');
    hub.publish('public:en.updates', { n: 1 });
    await waitFor(() => received.length === 1);

    const resubscribed = once<{ wasRecovering: boolean; recovered: boolean }>(subscription, 'subscribed');
    // NOTE: a 3001 "shutdown" close makes the client reconnect; meanwhile two publications go out.
    hub.disconnectAll(3001, 'shutdown');
    hub.publish('public:en.updates', { n: 2 });
    hub.publish('public:en.updates', { n: 3 });
    const context = await resubscribed;
    expect(context.wasRecovering).toBe(true);
    expect(context.recovered).toBe(true);
    await waitFor(() => received.length === 3);
    expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('says recovery failed when the history no longer holds what was missed', async () => {
    const { hub, url } = await startHub({ historySize: 2 });
    const centrifuge = client(url);
    const subscription = centrifuge.newSubscription('public:en.updates');
    const received = collect(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await once(subscription, 'subscribed');
    hub.publish('public:en.updates', { n: 1 });
    await waitFor(() => received.length === 1);
    const resubscribed = once<{ wasRecovering: boolean; recovered: boolean }>(subscription, 'subscribed');
    hub.disconnectAll(3001, 'shutdown');
    for (let n = 2; n <= 6; n += 1) hub.publish('public:en.updates', { n });
    const context = await resubscribed;
    expect(context.wasRecovering).toBe(true);
    expect(context.recovered).toBe(false);
  });

  it('keeps a connection alive with pings and pongs', async () => {
    const { url } = await startHub({ pingIntervalMs: 1000, pongTimeoutMs: 300 });
    const centrifuge = client(url, { maxServerPingDelay: 500 });
    const reconnects: unknown[] = [];
    centrifuge.connect();
    await once(centrifuge, 'connected');
    centrifuge.on('connecting', (context) => reconnects.push(context));
    // NOTE: three ping rounds; a missed pong would close with 3012, a missed ping would make the client reconnect.
    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect(reconnects).toEqual([]);
    expect(centrifuge.state).toBe('connected');
  }, 10_000);

  it('closes a connection that does not answer pings (3012 no pong)', async () => {
    const { url } = await startHub({ pingIntervalMs: 1000, pongTimeoutMs: 200 });
    const socket = new WebSocket(url);
    afterTest(() => socket.terminate());
    await once(socket, 'open');
    socket.send(JSON.stringify({ id: 1, connect: {} }));
    const [code] = await new Promise<[number]>((resolve) =>
      socket.once('close', (closeCode: number) => resolve([closeCode])),
    );
    expect(code).toBe(3012);
  });

  it('answers commands it does not offer with 108 and ignores send', async () => {
    const { url } = await startHub();
    const socket = new WebSocket(url);
    afterTest(() => socket.terminate());
    await once(socket, 'open');
    const replies: { id?: number; error?: { code: number } }[] = [];
    socket.on('message', (raw: Buffer) =>
      String(raw)
        .split('\n')
        .forEach((line) => replies.push(JSON.parse(line))),
    );
    socket.send(
      [
        JSON.stringify({ id: 1, connect: {} }),
        JSON.stringify({ send: { data: 1 } }),
        JSON.stringify({ id: 2, presence: { channel: 'public:en.updates' } }),
      ].join('\n'),
    );
    await waitFor(() => replies.some((reply) => reply.id === 2));
    expect(replies.find((reply) => reply.id === 2)?.error?.code).toBe(108);
  });

  it('closes a connection that sends something that is not the protocol (3501)', async () => {
    const { url } = await startHub();
    const socket = new WebSocket(url);
    afterTest(() => socket.terminate());
    await once(socket, 'open');
    socket.send('not json');
    const code = await new Promise<number>((resolve) =>
      socket.once('close', (closeCode: number) => resolve(closeCode)),
    );
    expect(code).toBe(3501);
  });

  it('disconnects for good on a token with a bad signature (3500)', async () => {
    const { url } = await startHub();
    const centrifuge = client(url, { getToken: () => mintConnectionToken('another-secret', '42', 60) });
    centrifuge.connect();
    const context = await once<{ code: number }>(centrifuge, 'disconnected');
    expect(context.code).toBe(3500);
  });

  it('subscribes a connection to the channels of its token and recovers them on reconnect', async () => {
    const { hub, url } = await startHub();
    const channel = 'public:en.updates';
    const centrifuge = client(url, {
      getToken: () => mintConnectionToken(secret, '42', 60, { channels: [channel] }),
    });
    const received: unknown[] = [];
    centrifuge.on('publication', (context) => received.push(context.data));
    centrifuge.connect();
    await once(centrifuge, 'subscribed');
    hub.publish(channel, { n: 1 });
    await waitFor(() => received.length === 1);

    const resubscribed = once<{ wasRecovering: boolean; recovered: boolean }>(centrifuge, 'subscribed');
    hub.disconnectAll(3001, 'shutdown');
    hub.publish(channel, { n: 2 });
    hub.publish(channel, { n: 3 });
    const context = await resubscribed;
    expect(context).toMatchObject({ wasRecovering: true, recovered: true });
    await waitFor(() => received.length === 3);
    expect(received).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('refreshes a subscription token at its ttl and keeps the subscription', async () => {
    // NOTE: a grace of about a second: token times are whole seconds, so a ttl can read up to a second long.
    const { hub, url } = await startHub({ expiredCloseDelayMs: 1_000 });
    const channel = '$private:en.platform_user.42';
    let calls = 0;
    const centrifuge = client(url, { getToken: () => mintConnectionToken(secret, '42', 60) });
    const subscription = centrifuge.newSubscription(channel, {
      getToken: (context) => {
        calls += 1;
        return mintSubscriptionToken(secret, '42', context.channel, 2);
      },
    });
    const received = collect(subscription);
    subscription.subscribe();
    centrifuge.connect();
    await once(subscription, 'subscribed');
    const resubscribes: unknown[] = [];
    subscription.on('subscribing', (context) => resubscribes.push(context));
    await waitFor(() => calls >= 2, 6000);
    // NOTE: past the first token's expiry plus the grace delay: without the refresh it would have ended.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(resubscribes).toEqual([]);
    hub.publish(channel, { event_name: 'balance_changed' });
    await waitFor(() => received.length === 1);
  }, 15_000);

  it('ends a subscription whose token ran out unrefreshed (unsubscribe push 2501)', async () => {
    const { url } = await startHub({ expiredCloseDelayMs: 100 });
    const socket = new WebSocket(url);
    afterTest(() => socket.terminate());
    await once(socket, 'open');
    const lines: string[] = [];
    socket.on('message', (raw: Buffer) => lines.push(...String(raw).split('\n')));
    const channel = '$private:en.platform_user.42';
    socket.send(
      [
        JSON.stringify({ id: 1, connect: { token: await mintConnectionToken(secret, '42', 60) } }),
        JSON.stringify({
          id: 2,
          subscribe: { channel, token: await mintSubscriptionToken(secret, '42', channel, 1) },
        }),
      ].join('\n'),
    );
    await waitFor(() => lines.some((line) => line.includes('unsubscribe')), 4000);
    expect(lines.map((line) => JSON.parse(line))).toContainEqual({
      push: { channel, unsubscribe: { code: 2501, reason: 'subscription expired' } },
    });
  });

  it('disconnects every connection of a user for good (3503)', async () => {
    const { hub, url } = await startHub();
    const centrifuge = client(url, { getToken: () => mintConnectionToken(secret, '42', 60) });
    const visitor = client(url);
    centrifuge.connect();
    visitor.connect();
    await Promise.all([once(centrifuge, 'connected'), once(visitor, 'connected')]);
    hub.disconnectUser('42');
    const context = await once<{ code: number }>(centrifuge, 'disconnected');
    expect(context.code).toBe(3503);
    expect(visitor.state).toBe('connected');
  });
});
