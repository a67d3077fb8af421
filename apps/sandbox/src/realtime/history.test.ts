import { describe, expect, it } from 'vitest';
import { ChannelStream } from './history';

function stream(size = 3, ttlMs = 1000) {
  let now = 0;
  const channel = new ChannelStream(size, ttlMs, () => now);
  return { channel, advance: (ms: number) => (now += ms) };
}

describe('ChannelStream', () => {
  it('numbers publications 1, 2, 3 …', () => {
    const { channel } = stream();
    expect([channel.append('a').offset, channel.append('b').offset]).toEqual([1, 2]);
    expect(channel.top).toBe(2);
  });

  it('gives back what came after a position, in order', () => {
    const { channel } = stream();
    channel.append('a');
    channel.append('b');
    channel.append('c');
    expect(channel.since({ offset: 1, epoch: channel.epoch })).toEqual([
      { data: 'b', offset: 2 },
      { data: 'c', offset: 3 },
    ]);
    expect(channel.since({ offset: 3, epoch: channel.epoch })).toEqual([]);
  });

  it('cannot recover from another epoch', () => {
    const { channel } = stream();
    channel.append('a');
    expect(channel.since({ offset: 0, epoch: 'other' })).toBeNull();
  });

  it('cannot recover what the bounded history dropped', () => {
    const { channel } = stream(2);
    for (const data of ['a', 'b', 'c', 'd']) channel.append(data);
    expect(channel.since({ offset: 1, epoch: channel.epoch })).toBeNull();
    expect(channel.since({ offset: 2, epoch: channel.epoch })).toHaveLength(2);
  });

  it('forgets publications older than the ttl', () => {
    const { channel, advance } = stream(10, 1000);
    channel.append('a');
    advance(1500);
    channel.append('b');
    expect(channel.since({ offset: 0, epoch: channel.epoch })).toBeNull();
    expect(channel.since({ offset: 1, epoch: channel.epoch })).toEqual([{ data: 'b', offset: 2 }]);
  });

  it('cannot recover from a position ahead of the stream', () => {
    const { channel } = stream();
    channel.append('a');
    expect(channel.since({ offset: 5, epoch: channel.epoch })).toBeNull();
  });

  it('lets go of expired publications without a new one arriving', () => {
    const { channel, advance } = stream(10, 1000);
    channel.append('a');
    channel.append('b');
    advance(1500);
    expect(channel.length).toBe(2);
    channel.expire();
    expect(channel.length).toBe(0);
    expect(channel.top).toBe(2);
  });
});
