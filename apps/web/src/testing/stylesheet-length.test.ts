// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ESLint's max-lines holds the scripts to 300 lines (lint-file-length.test.ts) but does not read stylesheets;
// this holds the web app's CSS to the same limit, so a component's styles are split with the component.
const webRoot = path.resolve(import.meta.dirname, '../..');

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === '.next' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

describe('no stylesheet over 300 lines', () => {
  it('finds the stylesheets of src and app', () => {
    expect(stylesheets(path.join(webRoot, 'src')).length).toBeGreaterThan(20);
  });

  it('keeps every stylesheet of the web app at 300 lines or fewer', () => {
    const over = [path.join(webRoot, 'src'), path.join(webRoot, 'app')]
      .flatMap(stylesheets)
      .map((file) => ({
        file: path.relative(webRoot, file),
        lines: readFileSync(file, 'utf8').split('\n').length - 1,
      }))
      .filter(({ lines }) => lines > 300);
    expect(over).toEqual([]);
  });
});
