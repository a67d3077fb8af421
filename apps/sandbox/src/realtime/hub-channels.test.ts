import { describe, expect, it } from 'vitest';
import { HUB_DEFAULTS } from './hub';
import { rawClient, refusal, startHub, useHubCleanup, waitFor } from './hub-test-kit';

useHubCleanup();

const matchChannel = (matchId: number) => `public:en.updates.match.${matchId}`;

describe('RealtimeHub channel policy and limits', () => {
  it('refuses the subscription past 128 on one connection with 106, and takes one again after an unsubscribe', async () => {
    const { url } = await startHub();
    const { send } = await rawClient(url);
    expect(HUB_DEFAULTS.channelLimit).toBe(128);
    const channels = Array.from({ length: 129 }, (_, index) => matchChannel(index + 1));
    const replies = await send(channels.map((channel) => ({ subscribe: { channel } })));
    expect(replies.slice(0, 128).every((reply) => reply.subscribe !== undefined)).toBe(true);
    expect(replies[128]?.error?.code).toBe(106);
    const [unsubscribed, again] = await send([
      { unsubscribe: { channel: matchChannel(1) } },
      { subscribe: { channel: matchChannel(129) } },
    ]);
    expect(unsubscribed?.error).toBeUndefined();
    expect(again?.subscribe).toBeDefined();
  });

  it('refuses a public channel outside the product’s names (102) and holds nothing for it', async () => {
    const { hub, url } = await startHub();
    const { send } = await rawClient(url);
    const refused = ['public:en.news', 'public:en.updates.match.x7', 'public:en.updates.match.07'];
    const replies = await send([...refused, matchChannel(7)].map((channel) => ({ subscribe: { channel } })));
    expect(replies.map((reply) => reply.error?.code)).toEqual([102, 102, 102, undefined]);
    expect(hub.stats()).toMatchObject({ subscriptions: 1, channels: 1 });
    expect(await refusal(url, 'public:en.news')).toBe(102);
  });

  it('refuses an unknown namespace (code 102)', async () => {
    const { url } = await startHub();
    expect(await refusal(url, 'secret:en.updates')).toBe(102);
  });

  it('refuses a channel name outside the protocol rules (code 107)', async () => {
    const { url } = await startHub();
    expect(await refusal(url, 'public:x')).toBe(107);
  });

  it('refuses to publish to a channel no client could subscribe to', async () => {
    const { hub } = await startHub();
    expect(() => hub.publish('secret:en.updates', {})).toThrow('Unknown real-time channel');
    expect(() => hub.publish('public:x', {})).toThrow('Unknown real-time channel');
    expect(() => hub.publish('public:en.news', {})).toThrow('Unknown real-time channel');
  });

  it('forgets channels once their last subscriber left and their history expired', async () => {
    const { hub, url } = await startHub({ historyTtlMs: 100 });
    const first = await rawClient(url);
    const second = await rawClient(url);
    const channels = Array.from({ length: 50 }, (_, index) => matchChannel(index + 1));
    await first.send(channels.map((channel) => ({ subscribe: { channel } })));
    await second.send([{ subscribe: { channel: matchChannel(1) } }]);
    hub.publish(matchChannel(1), { n: 1 });
    expect(hub.stats()).toMatchObject({ subscriptions: 51, channels: 50 });
    await first.send(channels.map((channel) => ({ unsubscribe: { channel } })));
    expect(hub.stats().subscriptions).toBe(1);
    // NOTE: the sweep runs every second at the earliest; channel 1 keeps its subscriber, the rest go.
    await waitFor(() => hub.stats().channels === 1, 3000);
    second.socket.close();
    await waitFor(() => hub.stats().channels === 0, 3000);
  });
});
