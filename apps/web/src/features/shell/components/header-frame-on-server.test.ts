// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0042: the header's frame, logo and regions are the server's HTML; only its controls hydrate. A module
// without the directive that a server component imports stays out of the browser's JavaScript, so the header
// and the app shell must not carry it, and whatever holds state or effects must be one of the islands.
const source = (file: string) => readFileSync(path.join(import.meta.dirname, file), 'utf8');
const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(source(file));

function localImports(file: string): string[] {
  return [...source(file).matchAll(/^import (?!type )[^;]*? from '\.\/([\w-]+)';$/gms)].map(
    (match) => `${match[1]}.tsx`,
  );
}

describe("the header's frame is drawn by the server", () => {
  it('keeps the header and the app shell out of the client modules', () => {
    expect(isClientModule('header.tsx')).toBe(false);
    expect(isClientModule('app-shell.tsx')).toBe(false);
  });

  it('holds no state or effect in the frame: those live in the islands it places', () => {
    expect(source('header.tsx')).not.toMatch(
      /\buse(State|Effect|LayoutEffect|Ref|Context|SessionSelector)\b/,
    );
    const islands = localImports('header.tsx');
    expect(islands).toEqual(['header-item.tsx', 'header-item-gate.tsx', 'section-nav.tsx']);
    for (const island of islands) expect(isClientModule(island), island).toBe(true);
  });
});
