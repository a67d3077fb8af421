import type { ChildProcess } from 'node:child_process';
import { ensureWebBuild, freePort, startSandbox, startWeb, stopAll } from '../scripts/system.mjs';
import { publishSystemUrls } from './support/system';

/**
 * Starts the whole system once for the run: the sandbox with a fresh in-memory database and a fixed seed, and
 * the production build of the web app, each on a free port. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureWebBuild();
  const [webPort, platformPort, sportsbookPort, operatorDemoPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const webOrigin = `http://localhost:${webPort}`;
  const quiet = process.env.E2E_VERBOSE ? 'inherit' : 'ignore';
  const children: ChildProcess[] = [];
  try {
    const sandbox = await startSandbox({
      platformPort,
      sportsbookPort,
      operatorDemoPort,
      webOrigin,
      env: {
        SANDBOX_DATA_DIR: 'memory',
        SANDBOX_RESET: '1',
        SANDBOX_CONTROL: '1',
        SANDBOX_SEED: '1',
        // A bet's chance draw would move balances that tests assert; the jackpot test forces its hit.
        SANDBOX_JACKPOT_DRAWS: '0',
        // …and a provider outage would make a test's slip unavailable; the provider test forces its own.
        SANDBOX_PROVIDER_OUTAGES: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: quiet,
    });
    children.push(sandbox.child);
    const web = await startWeb({
      port: webPort,
      platformUrl: sandbox.platformUrl,
      sportsbookUrl: sandbox.sportsbookUrl,
      env: {
        SITE_CONFIG_TTL_SECONDS: '0',
        // Error reports go to the sandbox, which keeps them for the tests (error-reporting.spec.ts), every
        // trace sampled, under an environment named as a hosting platform would name it.
        SENTRY_DSN: `${sandbox.sportsbookUrl.replace('://', '://e2epublickey@')}/1`,
        SENTRY_TRACES_SAMPLE_RATE: '1',
        VERCEL_ENV: 'e2e',
      },
      stdio: quiet,
    });
    children.push(web.child);
    publishSystemUrls({
      webUrl: web.url,
      platformUrl: sandbox.platformUrl,
      sportsbookUrl: sandbox.sportsbookUrl,
      operatorDemoUrl: sandbox.operatorDemoUrl ?? '',
    });
  } catch (error) {
    await stopAll(children);
    throw error;
  }
  return () => stopAll(children);
}
