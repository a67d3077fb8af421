import { describe, expect, it } from 'vitest';
import { SubscriptionRegistry } from './subscription-registry';

function registryAt(clock: { now: number }) {
  return new SubscriptionRegistry<{ channels: Set<string> }>({
    historySize: 10,
    historyTtlMs: 1_000,
    now: () => clock.now,
  });
}

const channel = 'public:en.updates.match.7';

describe('SubscriptionRegistry', () => {
  it('drops a channel’s subscriber set when its last subscriber leaves', () => {
    const registry = registryAt({ now: 0 });
    const a = { channels: new Set<string>() };
    const b = { channels: new Set<string>() };
    registry.add(a, channel);
    registry.add(b, channel);
    registry.remove(a, channel);
    expect(registry.subscribers(channel)?.size).toBe(1);
    registry.removeAll(b);
    expect(registry.subscribers(channel)).toBeUndefined();
    expect(b.channels.size).toBe(0);
  });

  it('keeps a stream nobody follows until its history expires, so a returning subscriber recovers', () => {
    const clock = { now: 0 };
    const registry = registryAt(clock);
    const { epoch } = registry.stream(channel);
    registry.stream(channel).append({ n: 1 });
    clock.now = 999;
    registry.sweep();
    expect(registry.stream(channel).epoch).toBe(epoch);
    clock.now = 1_001;
    registry.sweep();
    expect(registry.stats().channels).toBe(0);
    expect(registry.stream(channel).epoch).not.toBe(epoch);
  });

  it('keeps the stream of a channel someone is subscribed to, however quiet', () => {
    const clock = { now: 0 };
    const registry = registryAt(clock);
    const { epoch } = registry.stream(channel);
    registry.add({ channels: new Set() }, channel);
    clock.now = 10_000;
    registry.sweep();
    expect(registry.stream(channel).epoch).toBe(epoch);
  });
});
