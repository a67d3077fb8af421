import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

// The reference server: a bare Node HTTP server in its own process that answers every request with the same bytes.
const server = `
const body = Buffer.from(process.argv[1], 'base64');
const headers = JSON.parse(process.argv[2]);
const server = require('node:http').createServer((request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

/** A running reference server: where it answers and how to stop it. */
export interface StaticReference {
  url: string;
  stop(): void;
}

/**
 * Serves fixed bytes from a bare Node HTTP server in its own process, so that a benchmark can measure what the
 * machine and the load generator manage with no application at all: the ceiling of the figure it measures.
 */
export async function startStaticReference(
  body: Buffer,
  headers: Record<string, string>,
): Promise<StaticReference> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['-e', server, body.toString('base64'), JSON.stringify(headers)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<string>((resolve) =>
    createInterface({ input: child.stdout! }).once('line', resolve),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}
