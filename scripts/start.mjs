// `npm start`: builds the web app if needed, starts the embedded sandbox and serves the product on
// http://localhost:3000. Ctrl-C stops everything.
import { join } from 'node:path';
import { ensureWebBuild, repoRoot, startSandbox, startWeb, stopAll } from './system.mjs';

const env = process.env;
const webPort = Number(env.PORT ?? 3000);
const platformPort = Number(env.PLATFORM_PORT ?? 4100);
const sportsbookPort = Number(env.SPORTSBOOK_PORT ?? 4200);
const operatorDemoPort = env.OPERATOR_DEMO_PORT === 'off' ? null : Number(env.OPERATOR_DEMO_PORT ?? 4300);
const webOrigin = env.WEB_ORIGIN ?? `http://localhost:${webPort}`;
const sandboxLogFile = join(repoRoot, '.data/logs/sandbox.log');

const children = [];
let stopping = false;

async function stop(code) {
  if (stopping) return;
  stopping = true;
  console.error('\nStopping the web app and the sandbox…');
  await stopAll(children);
  process.exit(code);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  ensureWebBuild();
  const sandbox = await startSandbox({
    platformPort,
    sportsbookPort,
    operatorDemoPort,
    webOrigin,
    // NOTE: a person reads this terminal: readable lines, requests only in the log file (or LOG_LEVEL=debug).
    env: { LOG_FORMAT: env.LOG_FORMAT ?? 'pretty', SANDBOX_LOG_FILE: env.SANDBOX_LOG_FILE ?? sandboxLogFile },
  });
  children.push(sandbox.child);
  const web = await startWeb({
    port: webPort,
    platformUrl: sandbox.platformUrl,
    sportsbookUrl: sandbox.sportsbookUrl,
  });
  children.push(web.child);
  for (const child of children) {
    child.once('exit', (code) => {
      if (!stopping) {
        console.error(`A process of the system exited (code ${code}); stopping the rest.`);
        void stop(1);
      }
    });
  }
  process.stdout.write(
    [
      '',
      'The sportsbook is running:',
      `  Product         ${web.url}`,
      `  Platform API    ${sandbox.platformUrl}/api`,
      `  Sportsbook API  ${sandbox.sportsbookUrl}/api/v2  (bets ${sandbox.sportsbookUrl}/api/v3)`,
      `  API reference   ${sandbox.sportsbookUrl}/docs  (${sandbox.sportsbookUrl}/openapi.json)`,
      ...(sandbox.operatorDemoUrl
        ? [`  Operator demo   ${sandbox.operatorDemoUrl}/  (the product embedded in another origin's page)`]
        : []),
      `  Sandbox log     ${env.SANDBOX_LOG_FILE ?? sandboxLogFile}  (every request; LOG_LEVEL=debug shows them here)`,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
