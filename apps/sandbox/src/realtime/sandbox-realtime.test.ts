import { publicUpdatesChannel } from '@sportsbook/contract';
import { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestSandbox } from '../testing/in-process-sandbox';
import type { RunningSandbox } from '../index';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

describe('the sandbox real-time hub', () => {
  it('serves /connection/websocket on the sportsbook origin with tokens from /websocket/token', async () => {
    const getToken = async () => {
      const response = await fetch(`${sandbox.sportsbookUrl}/api/v2/websocket/token`, { method: 'POST' });
      return ((await response.json()) as { token: string }).token;
    };
    const centrifuge = new Centrifuge(`${sandbox.sportsbookUrl.replace('http', 'ws')}/connection/websocket`, {
      websocket: WebSocket,
      getToken,
    });
    const channel = publicUpdatesChannel('br');
    const subscription = centrifuge.newSubscription(channel);
    const received = new Promise((resolve) =>
      subscription.once('publication', (context) => resolve(context.data)),
    );
    const subscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    subscription.subscribe();
    centrifuge.connect();
    await subscribed;

    await sandbox.publisher.publish(channel, {
      event_name: 'unread_counters_changed',
      message: { unread: 1 },
    });
    expect(await received).toEqual({ event_name: 'unread_counters_changed', message: { unread: 1 } });
    expect(channel).toBe('public:pt.updates');
    centrifuge.disconnect();
  });
});
