import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeRealtimeWorker, settle } from './fake-worker';

const config = {
  realtimeUrl: 'ws://sb.test/connection/websocket',
  sportsbookApiUrl: 'http://sb.test',
  platformApiUrl: 'http://pl.test',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRealtimeClient', () => {
  it('gives every caller the one client, its centrifuge client in one worker on the runtime hub URL', async () => {
    const workers: FakeRealtimeWorker[] = [];
    // NOTE: jsdom has no Worker; the stand-in runs the worker's own code in-process.
    vi.stubGlobal(
      'Worker',
      class extends FakeRealtimeWorker {
        constructor() {
          super();
          workers.push(this);
        }
      },
    );
    const { loadRealtimeClient } = await import('./realtime-instance');
    expect(workers).toHaveLength(0);
    const [first, second] = await Promise.all([loadRealtimeClient(config), loadRealtimeClient(config)]);
    const third = await loadRealtimeClient(config);
    expect(first).toBe(second);
    expect(first).toBe(third);
    await settle();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.url).toBe(config.realtimeUrl);
  });
});
