// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, run through ESLint's Node API on small fixture texts placed (by
// file path only) inside the web app, so a rule that stops holding fails here and not in a review.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function ruleIds(relativePath: string, text: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(repoRoot, relativePath) });
  return result!.messages.map((message) => message.ruleId);
}

const boundary = 'import-x/no-restricted-paths';

describe('feature boundaries', { timeout: 60_000 }, () => {
  it('refuses a feature importing another feature’s file directly', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/auth/fixture.ts',
      "import { storeTracking } from '@/features/account/tracking';\nexport const store = storeTracking;\n",
    );
    expect(ids).toContain(boundary);
  });

  it('refuses the same deep import written as a relative path', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/auth/fixture.ts',
      "import { storeTracking } from '../account/tracking';\nexport const store = storeTracking;\n",
    );
    expect(ids).toContain(boundary);
  });

  it('accepts another feature through its index and a feature’s own files', async () => {
    const ids = await ruleIds(
      'apps/web/src/features/auth/fixture.ts',
      "import { storeTracking } from '@/features/account';\nimport { authModalAllowed } from './auth-allowed';\n" +
        'export const used = [storeTracking, authModalAllowed];\n',
    );
    expect(ids).not.toContain(boundary);
  });

  it('lets tests, but not product code, use another feature’s fixtures', async () => {
    const text =
      "import { sampleMarket } from '@/features/odds/testing/odds-fixtures';\nexport const f = sampleMarket;\n";
    expect(await ruleIds('apps/web/src/features/betslip/fixture.test.ts', text)).not.toContain(boundary);
    expect(await ruleIds('apps/web/src/features/betslip/fixture.ts', text)).toContain(boundary);
  });
});

describe('named exports', { timeout: 60_000 }, () => {
  it('refuses a default export in a module', async () => {
    const ids = await ruleIds('apps/web/src/features/auth/fixture.ts', 'export default function f() {}\n');
    expect(ids).toContain('import-x/no-default-export');
  });

  it('allows the default export Next.js needs from a page', async () => {
    const ids = await ruleIds(
      'apps/web/app/[locale]/fixture/page.tsx',
      'export default function Page() {\n  return null;\n}\n',
    );
    expect(ids).not.toContain('import-x/no-default-export');
  });
});
