// `npm run build -w @sportsbook/embed`: writes the SDK's browser module to dist/, the file an operator installs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SDK_FILE_NAME, bundleSdk } from './bundle-sdk';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
mkdirSync(dist, { recursive: true });
const code = await bundleSdk();
writeFileSync(`${dist}${SDK_FILE_NAME}`, code);
process.stdout.write(`Wrote dist/${SDK_FILE_NAME} (${Math.round(code.length / 1024)} KiB)\n`);
