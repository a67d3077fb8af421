import { startSandbox } from '../index';
import type { RunningSandbox, SandboxOptions } from '../index';

/**
 * The whole sandbox in this process on free ports, with a fresh in-memory database and no live simulator
 * (tests publish what they need), for tests that talk to it over real HTTP and WebSocket.
 */
export function startTestSandbox(overrides: Partial<SandboxOptions> = {}): Promise<RunningSandbox> {
  return startSandbox({
    platformPort: 0,
    sportsbookPort: 0,
    operatorDemoPort: null,
    dataDir: 'memory',
    reset: true,
    databaseUrl: undefined,
    simulate: false,
    ...overrides,
  });
}
