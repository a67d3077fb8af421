import { ensureWebBuild, freePort, startSandbox, startWeb, stopAll } from '../../scripts/system.mjs';

/** The running system a browser benchmark measures. */
export interface WebSystem {
  platformUrl: string;
  sportsbookUrl: string;
  webUrl: string;
  /** Stops the web app and the sandbox. */
  stop(): Promise<void>;
}

/**
 * Starts what a browser benchmark measures: the production build of the web app (built first if stale), a fresh
 * sandbox (in memory, seed 1, control API on) and `next start`, each on a free port. `prepare` runs against the
 * sandbox before the web app starts, so the first page already sees what it set up.
 */
export async function startWebSystem(prepare?: (sportsbookUrl: string) => Promise<void>): Promise<WebSystem> {
  ensureWebBuild((message: string) => process.stderr.write(`${message}\n`));
  const [platformPort, sportsbookPort, webPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const sandbox = await startSandbox({
    platformPort,
    sportsbookPort,
    webOrigin: `http://localhost:${webPort}`,
    env: {
      SANDBOX_DATA_DIR: 'memory',
      SANDBOX_RESET: '1',
      SANDBOX_CONTROL: '1',
      SANDBOX_SEED: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const children = [sandbox.child];
  try {
    await prepare?.(sandbox.sportsbookUrl);
    const web = await startWeb({
      port: webPort,
      platformUrl: sandbox.platformUrl,
      sportsbookUrl: sandbox.sportsbookUrl,
      stdio: 'ignore',
    });
    children.push(web.child);
    return {
      platformUrl: sandbox.platformUrl,
      sportsbookUrl: sandbox.sportsbookUrl,
      webUrl: web.url,
      stop: () => stopAll(children),
    };
  } catch (error) {
    await stopAll(children);
    throw error;
  }
}
