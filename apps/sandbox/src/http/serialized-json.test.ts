import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponseCache } from './serialized-json';

afterEach(() => {
  vi.useRealTimers();
});

describe('ResponseCache', () => {
  it('serialises once per key within its lifetime and again after it', () => {
    vi.useFakeTimers();
    const cache = new ResponseCache(1_000);
    let calls = 0;
    const produce = () => ({ n: ++calls });
    expect(cache.get('a', produce).json).toBe('{"n":1}');
    expect(cache.get('a', produce).json).toBe('{"n":1}');
    expect(cache.get('b', produce).json).toBe('{"n":2}');
    vi.advanceTimersByTime(1_001);
    expect(cache.get('a', produce).json).toBe('{"n":3}');
  });

  it('stays bounded', () => {
    const cache = new ResponseCache(60_000, 2);
    let calls = 0;
    const produce = () => ++calls;
    cache.get('a', produce);
    cache.get('b', produce);
    cache.get('c', produce);
    expect(cache.get('a', produce).json).toBe('4');
  });
});
