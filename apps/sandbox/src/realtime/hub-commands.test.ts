import { describe, expect, it } from 'vitest';
import { productChannelPolicy } from './channel-policy';
import { once, rawClient, startHub, useHubCleanup } from './hub-test-kit';

useHubCleanup();

describe('RealtimeHub command handling', () => {
  it('logs a command that fails inside the hub and closes its connection with 3004', async () => {
    const warnings: { context: Record<string, unknown>; message: string }[] = [];
    const logger = {
      warn: (context: object, message: string) => warnings.push({ context: { ...context }, message }),
    };
    const failure = new Error('policy store unreachable');
    const channels = {
      ...productChannelPolicy,
      isPublic: () => {
        throw failure;
      },
    };
    const { url } = await startHub({ logger, channels });
    const { socket } = await rawClient(url);
    const closed = once<number>(socket, 'close');
    socket.send(JSON.stringify({ id: 2, subscribe: { channel: 'public:en.updates' } }));
    expect(await closed).toBe(3004);
    expect(warnings).toEqual([
      { context: { err: failure, client: expect.any(String) }, message: 'real-time command failed' },
    ]);
  });

  it('answers a method the protocol does not have with 104 and a malformed command with 107, and stays open', async () => {
    const { url } = await startHub();
    const { send } = await rawClient(url);
    const [unknown, malformed, valid] = await send([
      { teleport: {} },
      { subscribe: { channel: 42 } },
      { subscribe: { channel: 'public:en.updates' } },
    ]);
    expect(unknown?.error?.code).toBe(104);
    expect(malformed?.error?.code).toBe(107);
    expect(valid?.subscribe).toBeDefined();
  });
});
