// CI's first-start check: on a clean clone, run `npm start` exactly as the README says (default ports, default
// data folder, no extra variables), wait until the home page serves live matches, open the live page and the
// operator demo that embeds the product, then press Ctrl-C (SIGINT to the foreground process group) and check
// that every process of the system exits within 10 s and that the ports are free again. Run from the repository
// root: `npx tsx e2e/first-start/...`.
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../support/chromium';

const PRODUCT = 'http://localhost:3000';
const OPERATOR_DEMO = 'http://localhost:4300';
const PORTS = [3000, 4100, 4200, 4300];
// NOTE: a clean clone builds the web app first (about four minutes on two cores).
const START_TIMEOUT_MS = 15 * 60_000;
const STOP_TIMEOUT_MS = 10_000;

const say = (line: string) => process.stdout.write(`${line}\n`);

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Every live process whose parent chain leads to `root` (the system's whole tree, whatever its groups). */
function descendants(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // NOTE: the process ended while we read.
    }
  }
  const tree = [root];
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents)
      if (tree.includes(parent) && !tree.includes(pid)) {
        tree.push(pid);
        grew = true;
      }
  }
  return tree;
}

function alive(pid: number): boolean {
  try {
    // NOTE: a zombie has exited; only its parent's wait is missing.
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

async function until(what: string, timeoutMs: number, test: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await test().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

for (const port of PORTS) check(await portFree(port), `port ${port} is taken before the start`);

let output = '';
const system = spawn('npm', ['start'], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
system.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
system.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<void>((resolve) => system.once('exit', () => resolve()));

try {
  await until('the home page did not answer', START_TIMEOUT_MS, async () => {
    check(system.exitCode === null, 'npm start exited');
    return (await fetch(PRODUCT)).ok;
  });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await page.goto(PRODUCT);
    await page.getByTestId('match-clock').first().waitFor({ timeout: 30_000 });
    say('✓ the home page serves live matches');
    await page.goto(`${PRODUCT}/live`);
    await page.getByTestId('match-clock').first().waitFor({ timeout: 30_000 });
    await page.locator('[data-outcome-key]:not([disabled])').first().waitFor({ timeout: 30_000 });
    say('✓ the live page shows live matches with odds to take');
    await page.goto(OPERATOR_DEMO);
    await page.frameLocator('iframe[title="Sportsbook"]').getByRole('main').waitFor({ timeout: 30_000 });
    say('✓ the operator demo shows the product in its frame');
  } finally {
    await browser.close();
  }

  const lines = output.split('\n');
  check(
    !lines.some((line) => line.trim().startsWith('{"level"')),
    'npm start printed JSON log lines (requests belong in the log file)',
  );
  check(output.includes('Press Ctrl-C to stop.'), 'npm start did not print its URLs');
  say('✓ npm start printed readable lines, no JSON request logs');

  const processes = descendants(system.pid!);
  process.kill(-system.pid!, 'SIGINT');
  const stoppedAt = Date.now();
  await until('the system did not stop', STOP_TIMEOUT_MS, async () => !processes.some(alive));
  await exited;
  say(`✓ Ctrl-C stopped all ${processes.length} processes in ${Date.now() - stoppedAt} ms`);
  for (const port of PORTS) check(await portFree(port), `port ${port} is still taken after Ctrl-C`);
  say(`✓ ports ${PORTS.join(', ')} are free`);
} catch (error) {
  console.error(output);
  try {
    process.kill(-system.pid!, 'SIGKILL');
  } catch {
    // NOTE: already gone.
  }
  throw error;
}
