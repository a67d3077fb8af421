// Starts and stops the whole running system (sandbox + web app) for `npm start` and for the browser tests, so
// both start it the same way. Plain ESM so that `npm start` needs no build step of its own.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(repoRoot, 'apps/web');
const buildIdFile = join(webDir, '.next/BUILD_ID');

/** Asks the OS for a free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    // NOTE: tsc writes tsconfig.tsbuildinfo on every typecheck; it is not a source the build reads.
    if (['node_modules', '.next'].includes(entry.name) || entry.name.startsWith('.')) continue;
    if (entry.name.endsWith('.tsbuildinfo')) continue;
    const path = join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
}

/** True when the production build of the web app is missing or older than any source it is built from. */
export function webBuildIsStale() {
  if (!existsSync(buildIdFile)) return true;
  const builtAt = statSync(buildIdFile).mtimeMs;
  const sources = [webDir, join(repoRoot, 'packages/contract/src'), join(repoRoot, 'packages/betting/src')];
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > builtAt);
}

/** Builds the web app when its production build is stale; one build serves every port and every test. */
export function ensureWebBuild(log = console.error) {
  if (!webBuildIsStale()) return;
  log('Building the web app (next build); this happens once per change of its sources…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@sportsbook/web'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`next build failed with exit code ${result.status}`);
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 60_000, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // NOTE: not listening yet; keep polling until the deadline.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function launch(command, args, env, stdio) {
  // NOTE: each child leads its own process group so that stopping it also stops whatever it spawned.
  return spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio, detached: true });
}

/**
 * Starts the sandbox (platform API, sportsbook API, real-time hub, and the operator demo page when given a port
 * for it) as a child process and waits until each origin answers /health.
 * @param {{ platformPort: number, sportsbookPort: number, operatorDemoPort?: number | null, webOrigin: string,
 *   env?: Record<string, string>, stdio?: import('node:child_process').StdioOptions }} options
 */
export async function startSandbox({
  platformPort,
  sportsbookPort,
  operatorDemoPort = null,
  webOrigin,
  env = {},
  stdio = 'inherit',
}) {
  const child = launch(
    process.execPath,
    ['--import', 'tsx', 'apps/sandbox/src/server.ts'],
    {
      PLATFORM_PORT: String(platformPort),
      SPORTSBOOK_PORT: String(sportsbookPort),
      OPERATOR_DEMO_PORT: operatorDemoPort === null ? 'off' : String(operatorDemoPort),
      WEB_ORIGIN: webOrigin,
      ...env,
    },
    stdio,
  );
  const platformUrl = `http://localhost:${platformPort}`;
  const sportsbookUrl = `http://localhost:${sportsbookPort}`;
  const operatorDemoUrl = operatorDemoPort === null ? null : `http://localhost:${operatorDemoPort}`;
  await waitForHttp(`${platformUrl}/health`, 60_000, child);
  await waitForHttp(`${sportsbookUrl}/health`, 60_000, child);
  if (operatorDemoUrl) await waitForHttp(`${operatorDemoUrl}/health`, 60_000, child);
  return { child, platformUrl, sportsbookUrl, operatorDemoUrl };
}

/** Serves the production build of the web app (`next start`) against the given back-end origins. */
export async function startWeb({ port, platformUrl, sportsbookUrl, env = {}, stdio = 'inherit' }) {
  const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next');
  const child = launch(
    process.execPath,
    [nextBin, 'start', webDir, '--port', String(port)],
    {
      PLATFORM_API_URL: platformUrl,
      SPORTSBOOK_API_URL: sportsbookUrl,
      REALTIME_URL: `${sportsbookUrl.replace(/^http/, 'ws')}/connection/websocket`,
      ...env,
    },
    stdio,
  );
  const url = `http://localhost:${port}`;
  await waitForHttp(`${url}/api/health`, 60_000, child);
  return { child, url };
}

/** Stops children gracefully (SIGTERM to their process groups), then forcefully after `graceMs`. */
export async function stopAll(children, graceMs = 5_000) {
  const alive = children.filter((child) => child && child.exitCode === null && child.signalCode === null);
  await Promise.all(
    alive.map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // NOTE: already gone.
            }
          }, graceMs);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          try {
            process.kill(-child.pid, 'SIGTERM');
          } catch {
            clearTimeout(timer);
            resolve();
          }
        }),
    ),
  );
}
