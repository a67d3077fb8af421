import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'esbuild';

/** The SDK's entry: what `import … from '@sportsbook/embed'` gives. */
const SDK_ENTRY = fileURLToPath(new URL('../src/index.ts', import.meta.url));

/**
 * The contract module of the cross-window messages: the SDK needs nothing else of the contract, whose index would
 * bring every shape of the API into the bundle (zod schemas are calls, which a bundler cannot drop).
 */
const MESSAGES = fileURLToPath(import.meta.resolve('@sportsbook/contract/embed-messages'));

/**
 * Leaves zod's translated error messages out (about 260 KiB): zod re-exports every locale as `z.locales`, which no
 * bundler can drop, while its schemas import the English one they use directly. The SDK never reads a message.
 */
const withoutZodLocales: Plugin = {
  name: 'without-zod-locales',
  setup(build) {
    build.onResolve({ filter: /\/locales\/index\.js$/ }, (args) =>
      args.importer.includes('/zod/') ? { path: 'zod-locales', namespace: 'empty' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'empty' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

/** The name of the SDK's browser file, in `dist/` and where the sandbox's operator demo serves it. */
export const SDK_FILE_NAME = 'sportsbook-embed.js';

/**
 * The SDK as one ES module for browsers, with the contract's message shapes (and zod) inside, so an operator's
 * page needs nothing else: `import { connectSportsbook } from './sportsbook-embed.js'`.
 */
export async function bundleSdk(): Promise<string> {
  const result = await build({
    entryPoints: [SDK_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    alias: { '@sportsbook/contract': MESSAGES },
    plugins: [withoutZodLocales],
    write: false,
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no SDK bundle');
  return file.text;
}
