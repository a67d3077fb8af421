import { describe, expect, it, vi } from 'vitest';
import { FakeHub } from './fake-hub';
import { REALTIME_CLIENT_OPTIONS } from './realtime-options';

const constructed = vi.hoisted(() => [] as { url: string; options: Record<string, unknown> }[]);

// NOTE: the real `centrifuge` would open a socket; the fake hub records what the app asked of it instead.
vi.mock('centrifuge', () => ({
  Centrifuge: class extends FakeHub {
    constructor(url: string, options: Record<string, unknown> & { getToken: () => Promise<string> }) {
      super(options.getToken);
      constructed.push({ url, options });
    }
  },
}));

const config = {
  realtimeUrl: 'ws://sb.test/connection/websocket',
  sportsbookApiUrl: 'http://sb.test',
  platformApiUrl: 'http://pl.test',
};

describe('loadRealtimeClient', () => {
  it('loads centrifuge on demand and gives every caller the one client, built with the options of SPEC §9', async () => {
    const { loadRealtimeClient } = await import('./realtime-instance');
    expect(constructed).toHaveLength(0);
    const [first, second] = await Promise.all([loadRealtimeClient(config), loadRealtimeClient(config)]);
    const third = await loadRealtimeClient(config);
    expect(first).toBe(second);
    expect(first).toBe(third);
    expect(constructed).toHaveLength(1);
    expect(constructed[0]!.url).toBe(config.realtimeUrl);
    expect(constructed[0]!.options).toMatchObject(REALTIME_CLIENT_OPTIONS);
  });
});
