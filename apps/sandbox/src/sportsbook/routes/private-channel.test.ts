import { privateUserChannel } from '@sportsbook/contract';
import { Centrifuge } from 'centrifuge';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestSandbox } from '../../testing/in-process-sandbox';
import type { RunningSandbox } from '../../index';
import { DEMO_PLAYER } from '../../platform/seed/demo-player';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startTestSandbox();
});

afterAll(async () => {
  await sandbox.close();
});

/** The demo player's id and sportsbook bearer, got as the web app gets them: sign-in, then a sportsbook session. */
async function signInDemoPlayer(): Promise<{ userId: number; headers: { authorization: string } }> {
  const platform = (path: string, init: RequestInit) =>
    fetch(`${sandbox.platformUrl}/api${path}`, {
      ...init,
      headers: { app: 'sportsbook', 'content-type': 'application/json', ...init.headers },
    });
  const signIn = await platform('/users/sign_in', { method: 'POST', body: JSON.stringify(DEMO_PLAYER) });
  const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
  const session = await platform('/sportsbook_sessions', { method: 'POST', body: '{}', headers: { cookie } });
  const { token } = (await session.json()) as { token: string };
  return { userId: Number(decodeJwt(token).sub), headers: { authorization: `Bearer ${token}` } };
}

/** A centrifuge client of the demo player whose tokens come from the sportsbook API, as the web app gets them. */
async function playerClient() {
  const { userId, headers } = await signInDemoPlayer();
  const post = async (path: string, body?: unknown) => {
    const response = await fetch(`${sandbox.sportsbookUrl}/api/v2${path}`, {
      method: 'POST',
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json() as Promise<Record<string, unknown>>;
  };
  const centrifuge = new Centrifuge(`${sandbox.sportsbookUrl.replace('http', 'ws')}/connection/websocket`, {
    websocket: WebSocket,
    getToken: async () => (await post('/websocket/token')).token as string,
  });
  const subscribe = (channel: string) =>
    centrifuge.newSubscription(channel, {
      getToken: async () => {
        const { channels } = (await post('/websocket/authorize', { channels: [channel] })) as {
          channels: { channel: string; token?: string }[];
        };
        // NOTE: an empty token is how the client is told the channel is refused (unsubscribed, code 1).
        return channels.find((entry) => entry.channel === channel)?.token ?? '';
      },
    });
  return { userId, centrifuge, subscribe };
}

describe("the player's private channel", () => {
  it('delivers publications to its owner through tokens from /websocket/authorize', async () => {
    const { userId, centrifuge, subscribe } = await playerClient();
    const channel = privateUserChannel('en', userId);
    const subscription = subscribe(channel);
    const subscribed = new Promise((resolve) => subscription.once('subscribed', resolve));
    const received = new Promise((resolve) =>
      subscription.once('publication', (context) => resolve(context.data)),
    );
    subscription.subscribe();
    centrifuge.connect();
    await subscribed;
    const event = { event_name: 'unread_counters_changed', message: { unread: 3 } } as const;
    await sandbox.publisher.publish(channel, event);
    expect(await received).toEqual(event);
    centrifuge.disconnect();
  });

  it("leaves a player unsubscribed from someone else's private channel", async () => {
    const { userId, centrifuge, subscribe } = await playerClient();
    const subscription = subscribe(privateUserChannel('en', userId + 1));
    const unsubscribed = new Promise<number>((resolve) =>
      subscription.once('unsubscribed', (context) => resolve(context.code)),
    );
    subscription.subscribe();
    centrifuge.connect();
    expect(await unsubscribed).toBe(1);
    centrifuge.disconnect();
  });
});
