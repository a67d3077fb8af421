import { publicUpdatesChannel } from '@sportsbook/contract';
import { Centrifuge } from 'centrifuge';
import type { SubscribedContext } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestSandbox } from '../testing/in-process-sandbox';
import type { RunningSandbox } from '../index';

let sandbox: RunningSandbox;
const hubUrl = () => `${sandbox.sportsbookUrl.replace('http', 'ws')}/connection/websocket`;

beforeAll(async () => {
  sandbox = await startTestSandbox({ control: true });
});

afterAll(async () => {
  await sandbox.close();
});

async function outage(body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.sportsbookUrl}/__sandbox/realtime/outage`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** Whether a fresh WebSocket to the hub opens ('open') or is cut before it does ('refused'). */
function tryOpen(): Promise<'open' | 'refused'> {
  return new Promise((resolve) => {
    const socket = new WebSocket(hubUrl());
    socket.on('open', () => {
      socket.close();
      resolve('open');
    });
    socket.on('error', () => resolve('refused'));
  });
}

function nextState(client: Centrifuge, state: string): Promise<void> {
  return new Promise((resolve) => client.on('state', (ctx) => ctx.newState === state && resolve()));
}

describe('control API: real-time outage', () => {
  it('refuses a body without a boolean `on`', async () => {
    for (const body of [{}, { on: 'yes' }, { on: true, colour: 'red' }]) {
      const response = await outage(body);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('drops every socket and refuses new ones while on; a client back after it recovers what it missed', async () => {
    const getToken = async () => {
      const response = await fetch(`${sandbox.sportsbookUrl}/api/v2/websocket/token`, { method: 'POST' });
      return ((await response.json()) as { token: string }).token;
    };
    // NOTE: a back-off longer than the test, so only the explicit reconnect below brings the client back.
    const client = new Centrifuge(hubUrl(), {
      websocket: WebSocket,
      getToken,
      minReconnectDelay: 60_000,
      maxReconnectDelay: 60_000,
    });
    const channel = publicUpdatesChannel('en');
    const subscription = client.newSubscription(channel);
    const received: unknown[] = [];
    const confirmations: SubscribedContext[] = [];
    subscription.on('publication', (ctx) => received.push(ctx.data));
    subscription.on('subscribed', (ctx) => confirmations.push(ctx));
    const firstSubscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    subscription.subscribe();
    client.connect();
    await firstSubscribed;
    // The channel's history starts before the outage, so the client has a position to recover from.
    await sandbox.publisher.publish(channel, {
      event_name: 'unread_counters_changed',
      message: { unread: 1 },
    });

    const dropped = nextState(client, 'connecting');
    expect(await outage({ on: true })).toEqual({ status: 200, body: { outage: true } });
    await dropped;
    expect(await tryOpen()).toBe('refused');
    const missed = { event_name: 'unread_counters_changed', message: { unread: 2 } };
    await sandbox.publisher.publish(channel, missed);

    expect(await outage({ on: false })).toEqual({ status: 200, body: { outage: false } });
    expect(await tryOpen()).toBe('open');
    const recovered = new Promise((resolve) => subscription.once('subscribed', resolve));
    // What the web's real-time worker does on "reconnect now": skip the back-off, keep the subscriptions.
    client.disconnect();
    client.connect();
    await recovered;
    await expect.poll(() => received).toContainEqual(missed);
    expect(confirmations.at(-1)).toMatchObject({ wasRecovering: true, recovered: true });
    client.disconnect();
  });
});
