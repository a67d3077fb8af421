// `npm run build -w @sportsbook/embed`: writes the SDK's browser module and its declarations to dist/, the files
// an operator installs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SDK_TYPES_FILE_NAME, bundleDeclarations } from './bundle-declarations';
import { SDK_FILE_NAME, bundleSdk } from './bundle-sdk';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
mkdirSync(dist, { recursive: true });
const code = await bundleSdk();
writeFileSync(`${dist}${SDK_FILE_NAME}`, code);
process.stdout.write(`Wrote dist/${SDK_FILE_NAME} (${Math.round(code.length / 1024)} KiB)\n`);
writeFileSync(`${dist}${SDK_TYPES_FILE_NAME}`, bundleDeclarations());
process.stdout.write(`Wrote dist/${SDK_TYPES_FILE_NAME}\n`);
