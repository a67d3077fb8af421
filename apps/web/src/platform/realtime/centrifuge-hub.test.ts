import { describe, expect, it, vi } from 'vitest';
import { FakeHub } from './fake-hub';
import { REALTIME_CLIENT_OPTIONS } from './realtime-options';

const constructed = vi.hoisted(() => [] as { url: string; options: Record<string, unknown> }[]);

// NOTE: the real `centrifuge` would open a socket; the fake hub records what the worker asked of it instead.
vi.mock('centrifuge', () => ({
  Centrifuge: class extends FakeHub {
    constructor(url: string, options: Record<string, unknown> & { getToken: () => Promise<string> }) {
      super(options.getToken);
      constructed.push({ url, options });
    }
  },
}));

describe('createCentrifugeHub', () => {
  it('builds the centrifuge client with the options of SPEC §9 and the given token callback', async () => {
    const { createCentrifugeHub } = await import('./centrifuge-hub');
    const getToken = async () => 'token';
    createCentrifugeHub('ws://sb.test/connection/websocket', getToken);
    expect(constructed).toEqual([
      { url: 'ws://sb.test/connection/websocket', options: { ...REALTIME_CLIENT_OPTIONS, getToken } },
    ]);
  });
});
