// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIN_CONTRAST, contrastRatio, parseHex } from './contrast';
import { TOKEN_PAIRS } from './token-pairs';

const tokensCss = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');
const defaultSite = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../sandbox/sites/default.json', import.meta.url)), 'utf8'),
) as { config: { theme: Record<string, string> } };

/** The `--color-*` declarations of the top-level rule with this selector (nested @media rules are indented). */
function colourTokens(selector: string): Record<string, string> {
  const start = tokensCss.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`No rule ${selector} in tokens.css`);
  const body = tokensCss.slice(start, tokensCss.indexOf('\n}', start));
  return Object.fromEntries([...body.matchAll(/--(color-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!]));
}

const base = colourTokens(':root');
const siteOverrides = Object.fromEntries(
  Object.entries(defaultSite.config.theme).filter(([name]) => name.startsWith('color-')),
);
// The site's <style> rule is `:root{…}` after tokens.css: it wins over the dark defaults, while the light
// theme's `:root[data-theme='light']` is more specific and wins over it.
const themes = {
  dark: { ...base, ...siteOverrides },
  light: { ...base, ...siteOverrides, ...colourTokens(":root[data-theme='light']") },
};

describe('design token contrast (WCAG 1.4.3 / 1.4.11)', () => {
  for (const [theme, tokens] of Object.entries(themes)) {
    it(`every declared foreground/background pair reaches its minimum in the ${theme} theme`, () => {
      const failures = TOKEN_PAIRS.flatMap(({ foreground, background, kind, where }) => {
        const ratio = contrastRatio(
          parseHex(tokens[`color-${foreground}`]!),
          parseHex(tokens[`color-${background}`]!),
        );
        return ratio < MIN_CONTRAST[kind]
          ? [`${foreground} on ${background} (${where}): ${ratio.toFixed(2)} < ${MIN_CONTRAST[kind]}`]
          : [];
      });
      expect(failures).toEqual([]);
    });
  }

  it('every pair names tokens that exist in both themes', () => {
    for (const tokens of Object.values(themes)) {
      for (const { foreground, background } of TOKEN_PAIRS) {
        expect(tokens[`color-${foreground}`], foreground).toMatch(/^#[0-9a-f]{3,6}$/i);
        expect(tokens[`color-${background}`], background).toMatch(/^#[0-9a-f]{3,6}$/i);
      }
    }
  });

  it('the ratio is the WCAG one: white on #ff4d4f, the old live badge, is 3.26:1 and fails text', () => {
    const ratio = contrastRatio(parseHex('#ffffff'), parseHex('#ff4d4f'));
    expect(ratio).toBeCloseTo(3.26, 1);
    expect(ratio).toBeLessThan(MIN_CONTRAST.text);
    expect(contrastRatio(parseHex('#000'), parseHex('#fff'))).toBe(21);
  });
});
