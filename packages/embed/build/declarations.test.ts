// @vitest-environment node
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_TYPES_FILE_NAME, bundleDeclarations } from './bundle-declarations';

const PACKAGE_JSON = fileURLToPath(new URL('../package.json', import.meta.url));

/** An operator's page script written against the SDK, as its README shows it. */
const HOST_PAGE = `
import { EMBED_PROTOCOL_VERSION, connectSportsbook } from '@sportsbook/embed';
import type { EmbedInboundMessage, SportsbookConnection, SportsbookPayload } from '@sportsbook/embed';

const balances: number[] = [];
const sportsbook: SportsbookConnection = connectSportsbook({
  container: document.body,
  url: 'https://sportsbook.example/en',
  getSessionToken: async ({ sessionExpired }) => (sessionExpired ? 'renewed' : null),
  onNavigate: (path: string) => history.replaceState(null, '', '#' + path),
  handlers: {
    'sportsbook:balance-changed': ({ balance }) => balances.push(balance.value),
    'sportsbook:bet-slip-state-changed': ({ placed, state }) => {
      if (state === 'SUCCESS') for (const bet of placed) console.log(bet.ref, bet.stake.currency);
    },
  },
});
const stop = sportsbook.on('sportsbook:page-size-changed', ({ height }: SportsbookPayload<'sportsbook:page-size-changed'>) => height);
const message: EmbedInboundMessage = { type: 'sportsbook:navigate', payload: { path: '/live' } };
sportsbook.send(message);
sportsbook.setTheme('light');
stop();
sportsbook.destroy();
export const protocol: string = EMBED_PROTOCOL_VERSION;

// The types are real, not any: each misuse below must be refused (an unused directive fails the compile).
// @ts-expect-error no such message
sportsbook.on('sportsbook:no-such-message', () => {});
// @ts-expect-error the balance is money, not a number
connectSportsbook({ container: document.body, url: 'x', handlers: { 'sportsbook:balance-changed': ({ balance }) => balance.toFixed() } });
// @ts-expect-error a navigation's path is a string
sportsbook.send({ type: 'sportsbook:navigate', payload: { path: 42 } });
// @ts-expect-error only the two themes
sportsbook.setTheme('sepia');
import { EmbedOutboundMessage } from '@sportsbook/embed';
// @ts-expect-error the zod schemas are not part of the SDK: the name is a type only
void EmbedOutboundMessage;
`;

/** Compiles the host project in `root` under `options`; answers the diagnostics as text. */
function compile(root: string, options: ts.CompilerOptions): string[] {
  const program = ts.createProgram([join(root, 'host-page.ts')], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: false,
    ...options,
  });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => !diagnostic.file?.fileName.includes('/node_modules/zod/'))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('the SDK declarations an operator compiles against', () => {
  let declarations = '';
  let root = '';

  beforeAll(() => {
    declarations = bundleDeclarations();
    // A host project with the package installed as npm would: its package.json and dist/, and zod beside it.
    root = mkdtempSync(join(tmpdir(), 'embed-host-'));
    const installed = join(root, 'node_modules', '@sportsbook', 'embed');
    mkdirSync(join(installed, 'dist'), { recursive: true });
    writeFileSync(join(installed, 'package.json'), readFileSync(PACKAGE_JSON));
    writeFileSync(join(installed, 'dist', SDK_TYPES_FILE_NAME), declarations);
    writeFileSync(join(installed, 'dist', 'sportsbook-embed.js'), 'export {};\n');
    const zod = dirname(createRequire(import.meta.url).resolve('zod/package.json'));
    symlinkSync(zod, join(root, 'node_modules', 'zod'), 'dir');
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'operator-page', type: 'module' }));
    writeFileSync(join(root, 'host-page.ts'), HOST_PAGE);
  }, 120_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('are one self-contained file: nothing of the private contract package is imported', () => {
    expect(declarations).toContain('export declare function connectSportsbook(');
    expect(declarations).not.toContain('@sportsbook/contract');
    expect(declarations.match(/from '([^']+)'/g)).toEqual(["from 'zod'"]);
  });

  it('type-check a host page under bundler module resolution, and refuse its misuses', () => {
    expect(
      compile(root, { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler }),
    ).toEqual([]);
  }, 120_000);

  it('type-check a host page under Node’s own module resolution (nodenext)', () => {
    expect(
      compile(root, { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }),
    ).toEqual([]);
  }, 120_000);
});
