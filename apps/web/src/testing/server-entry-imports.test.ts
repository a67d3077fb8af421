import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// NOTE: a server module that imports an index (`@/ui`, `@/features/<name>`, `@/platform/<name>`) makes every
// client component the index names part of the page's JavaScript, used or not: `@/ui` in the document put the
// menu, the modal, the tabs and the toasts in every page's first load a second time (decision 0045). The
// documents, layouts and pages of the budgeted routes take what they need from its module. Checked on the
// sources, as the bundler reads them.
const APP = join(import.meta.dirname, '../../app');

// NOTE: `import type` is erased from both bundles, so it may name an index.
const indexImport = /^import (?!type )[^;]*from '(@\/(?:ui|features\/[\w-]+|platform\/[\w-]+))';/gm;

describe('server entries import no index (decision 0045)', () => {
  it.each([
    'locale-document.tsx',
    '[locale]/layout.tsx',
    '[locale]/(main)/layout.tsx',
    '[locale]/(main)/page.tsx',
    '[locale]/(main)/live/page.tsx',
    '[locale]/(main)/[sport]/page.tsx',
    '[locale]/(main)/[sport]/[slug]/page.tsx',
    '[locale]/(main)/promotions/page.tsx',
  ])('%s', (entry) => {
    const source = readFileSync(join(APP, entry), 'utf8');
    expect([...source.matchAll(indexImport)].map((match) => match[1])).toEqual([]);
  });
});
