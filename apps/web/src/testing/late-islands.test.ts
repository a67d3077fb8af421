import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// NOTE: the header's controls, the sports menu's column and the phone's tab bar hydrate when their code arrives
// (docs/decisions/0043). The browser must not learn their modules from the page: no static import from a module
// of the first load, only the `import()` of their late wrapper (and the server's `require`, in a branch webpack
// drops from the browser's bundle). Checked on the sources, as the bundler reads them.
const SRC = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(SRC, path), 'utf8');

// NOTE: `import type` is erased from both bundles, so it may name them.
const staticImportOf = (module: string) => new RegExp(`^import (?!type )[^;]*from '[^']*${module}'`, 'm');

describe('islands that hydrate late (decision 0043)', () => {
  it.each([
    ['features/shell/components/header-item.tsx', 'header-item-kinds'],
    ['features/catalogue/components/late-shell-navigation.tsx', 'sports-menu'],
    ['features/catalogue/components/late-shell-navigation.tsx', 'mobile-tab-bar'],
  ])('%s names %s only through import() and the server branch', (wrapper, module) => {
    const source = read(wrapper);
    expect(source).not.toMatch(staticImportOf(module));
    expect(source).toContain(`import('./${module}')`);
    expect(source).toMatch(
      new RegExp(`typeof window === 'undefined'[\\s\\S]*require\\('./${module}'\\)[\\s\\S]*: null`),
    );
  });

  it('the layout and the catalogue index name neither the sports menu nor the tab bar', () => {
    const layout = read('../app/[locale]/(main)/layout.tsx');
    const index = read('features/catalogue/index.ts');
    for (const source of [layout, index]) {
      expect(source).not.toMatch(staticImportOf('sports-menu'));
      expect(source).not.toMatch(staticImportOf('mobile-tab-bar'));
    }
    expect(layout).toMatch(staticImportOf('late-shell-navigation'));
  });

  it('the header frame takes its items through the late wrapper only', () => {
    const frame = read('features/shell/components/header.tsx');
    expect(frame).not.toMatch(staticImportOf('header-item-kinds'));
    expect(frame).toMatch(/from '\.\/header-item'/);
  });
});
