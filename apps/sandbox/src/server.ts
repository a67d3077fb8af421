// The sandbox as a process: `tsx src/server.ts`. Options come from the environment (README.md).
import { resolveOptions, startSandbox } from './index';
import type { SandboxOptions } from './index';

const SHUTDOWN_TIMEOUT_MS = 10_000;

let options: SandboxOptions;
try {
  options = resolveOptions();
} catch (error) {
  // NOTE: a configuration mistake (a missing secret in production) is the operator's to fix: say what, no stack.
  console.error(`The sandbox did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

// NOTE: each origin logs one line when it is ready (its URLs); nothing more to print here.
const sandbox = await startSandbox(options);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  // NOTE: a hung close must not keep Ctrl-C from working; the timer forces the exit.
  const timer = setTimeout(() => {
    console.error(`Sandbox did not stop within ${SHUTDOWN_TIMEOUT_MS} ms after ${signal}; exiting.`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await sandbox.close();
  process.exit(0);
}

process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
