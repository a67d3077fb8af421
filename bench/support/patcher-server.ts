import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One row the patcher draws: a match and its outcome buttons, as our live page had them in its DOM. */
export interface PatcherRow {
  matchId: number;
  /** "Home – Away". */
  name: string;
  outcomes: { key: string; text: string; locked: boolean }[];
}

const template = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'patcher-page.html'), 'utf8');

/** Embeds a value in the page's script; `<` escaped so no team name can close the script element. */
function embed(value: unknown): string {
  return JSON.stringify(value).replaceAll('<', '\\u003c');
}

/**
 * Serves the hand-written DOM patcher page (patcher-page.html) with the rows filled in, on a free loopback port
 * of this process. Returns its URL and a close function.
 */
export async function servePatcher(options: {
  rows: PatcherRow[];
  hubUrl: string;
  channel: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const page = template
    .replace('__ROWS__', () => embed(options.rows))
    .replace('__HUB_URL__', () => embed(options.hubUrl))
    .replace('__CHANNEL__', () => embed(options.channel));
  const server: Server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
