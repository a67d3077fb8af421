// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's lint configuration on fixture texts placed (by file path only) in each workspace, so that the
// 300-line limit of issue 16 fails here if it stops holding, and its data exemptions stay exactly the ones named.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** A module of `lines` lines: one exported constant per line. */
function moduleOf(lines: number): string {
  return Array.from({ length: lines }, (_, i) => `export const line${i} = ${i};`).join('\n') + '\n';
}

async function ruleIds(relativePath: string, text: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(repoRoot, relativePath) });
  return result!.messages.map((message) => message.ruleId);
}

describe('no file over 300 lines', { timeout: 60_000 }, () => {
  it.each([
    'apps/sandbox/src/sportsbook/catalogue/fixture.ts',
    'apps/web/src/features/betslip/fixture.tsx',
    'packages/contract/src/fixture.test.ts',
    'packages/betting/src/fixture.ts',
    'bench/benchmarks/fixture.ts',
    'e2e/tests/fixture.spec.ts',
    'scripts/fixture.mjs',
  ])('refuses 301 lines in %s and accepts 300', async (file) => {
    expect(await ruleIds(file, moduleOf(301))).toContain('max-lines');
    expect(await ruleIds(file, moduleOf(300))).not.toContain('max-lines');
  });

  it('exempts only the named data files: seed data, the contract samples and the route tables', async () => {
    for (const data of [
      'apps/sandbox/src/feed/catalogue-data.ts',
      'packages/contract/src/testing/samples.ts',
      'packages/contract/src/routes/sportsbook.ts',
    ]) {
      expect(await ruleIds(data, moduleOf(400))).not.toContain('max-lines');
    }
    expect(await ruleIds('packages/contract/src/routes/route-errors.ts', moduleOf(301))).toContain(
      'max-lines',
    );
    expect(await ruleIds('apps/sandbox/src/feed/other-data.ts', moduleOf(301))).toContain('max-lines');
  });
});
