// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const stylesheets = readdirSync(join(webRoot, 'src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => join(webRoot, 'src', file));

const reducedMotionBlocks = (css: string) =>
  [...css.matchAll(/@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/g)].map((m) => m[1]!);

/** Selectors of the rules that run an animation forever: skeleton shimmers, spinners. */
function loopingSelectors(css: string): string[] {
  return [...css.matchAll(/(^|\n)([^{}@\n][^{}@]*?)\s*\{[^{}]*animation:[^;]*infinite/g)].flatMap((m) =>
    m[2]!.split(',').map((selector) => selector.trim()),
  );
}

describe('reduced motion (WCAG 2.3.3)', () => {
  it('found the looping animations it is about (the spinner and the skeleton shimmers)', () => {
    const looping = stylesheets.filter((file) => loopingSelectors(readFileSync(file, 'utf8')).length > 0);
    expect(looping.map((file) => relative(webRoot, file))).toEqual(
      expect.arrayContaining([
        'src/ui/button.module.css',
        'src/features/league/components/list-skeleton.module.css',
      ]),
    );
  });

  it('every infinite animation stops under prefers-reduced-motion: reduce', () => {
    const unstopped = stylesheets.flatMap((file) => {
      const css = readFileSync(file, 'utf8');
      const stopped = reducedMotionBlocks(css)
        .flatMap((block) => [...block.matchAll(/([^{}]+)\{[^{}]*animation: none/g)])
        .flatMap((m) => m[1]!.split(',').map((selector) => selector.trim()));
      return loopingSelectors(css)
        .filter((selector) => !stopped.includes(selector))
        .map((selector) => `${relative(webRoot, file)} ${selector}`);
    });
    expect(unstopped).toEqual([]);
  });

  it("the route progress bar's inline trickle transitions are turned off", () => {
    const tokens = readFileSync(join(webRoot, 'src/ui/tokens.css'), 'utf8');
    const rule = reducedMotionBlocks(tokens).join('\n');
    expect(rule).toMatch(/\.bprogress \.bar,[\s\S]*?\{\s*transition: none !important;/);
  });
});
