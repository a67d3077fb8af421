import { existsSync } from 'node:fs';

/**
 * The Chromium to drive: `CHROMIUM_PATH`, else Debian's `/usr/bin/chromium`, else Playwright's own (undefined
 * lets Playwright pick it).
 */
export function chromiumExecutable(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/**
 * NOTE: on closed-network machines Chromium's background services flood the network with refused
 * connections; these flags keep the browser quiet (ARCHITECTURE.md, Testing).
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
