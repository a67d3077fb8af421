// The sandbox as a process: `tsx src/server.ts`. Options come from the environment (README.md).
import { startSandbox } from './index';

const SHUTDOWN_TIMEOUT_MS = 10_000;

// NOTE: each origin logs one line when it is ready (its URLs); nothing more to print here.
const sandbox = await startSandbox();

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
