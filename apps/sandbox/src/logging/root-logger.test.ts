import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestLogAtDebug } from './request-log';
import { createRootLogger } from './root-logger';

let root: string | undefined;

afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

async function answerOneRequest(level: string, file?: string): Promise<string> {
  const written: string[] = [];
  const out = new PassThrough() as unknown as NodeJS.WriteStream;
  out.on('data', (chunk: Buffer) => written.push(chunk.toString()));
  const logger = createRootLogger({ level, format: 'pretty', file }, out);
  const app = Fastify({
    loggerInstance: logger.child({ name: 'sportsbook' }),
    logController: new RequestLogAtDebug(),
  });
  app.get('/sports', async () => ({ data: [] }));
  await app.inject({ method: 'GET', url: '/sports' });
  logger.info('ready');
  logger.flush();
  await app.close();
  return written.join('');
}

describe('the sandbox log', () => {
  it('shows a person readable lines and no request lines at the default level', async () => {
    const shown = await answerOneRequest('info');
    expect(shown).toContain('ready');
    expect(shown).not.toContain('GET /sports');
    expect(shown.split('\n').filter((line) => line.trim().startsWith('{'))).toEqual([]);
  });

  it('shows one readable line per request with LOG_LEVEL=debug', async () => {
    const shown = await answerOneRequest('debug');
    expect(shown).toMatch(/GET \/sports 200 \d+ ms/);
    expect(shown.match(/GET \/sports/g)).toHaveLength(1);
  });

  it('writes every request to the log file while the terminal stays quiet', async () => {
    root = await mkdtemp(join(tmpdir(), 'sandbox-log-'));
    const file = join(root, 'logs', 'sandbox.log');
    const shown = await answerOneRequest('info', file);
    expect(shown).not.toContain('GET /sports');
    await vi.waitFor(async () => expect(await readFile(file, 'utf8')).toContain('GET /sports 200'));
    expect(await readFile(file, 'utf8')).not.toMatch(/^\{/m);
  });
});
