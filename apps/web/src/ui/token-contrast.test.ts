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

const logoSvg = readFileSync(fileURLToPath(new URL('../../public/brand/logo.svg', import.meta.url)), 'utf8');

/** The fills of the default logo's classes, outside (dark) or inside (light) its prefers-color-scheme rule. */
function logoFills(scheme: 'dark' | 'light'): Record<string, string> {
  const style = /<style>([\s\S]*?)<\/style>/.exec(logoSvg)?.[1] ?? '';
  const lightAt = style.indexOf('@media (prefers-color-scheme: light)');
  const rules = scheme === 'light' ? style.slice(lightAt) : style.slice(0, lightAt);
  return Object.fromEntries(
    [...rules.matchAll(/\.([a-z]+) \{ fill: (#[0-9a-f]{6}); \}/g)].map((m) => [m[1]!, m[2]!]),
  );
}

// The header draws the logo on --color-surface; the logo has no contrast exemption here (WCAG 1.4.3 exempts
// logotypes, issue 15 does not): its words are text (4.5:1), its mark a graphic (1.4.11, 3:1).
describe('the default logo on the header, in each theme', () => {
  const schemes = { dark: 'dark', light: 'light' } as const;
  for (const [theme, tokens] of Object.entries(themes)) {
    it(`draws with the ${theme} theme's tokens and reaches text contrast on the header`, () => {
      const fills = logoFills(schemes[theme as keyof typeof schemes]);
      // Every part drawn with a token of the theme, so a change of the token shows up here.
      expect(fills).toEqual({
        mark: tokens['color-accent'],
        letter: tokens['color-accent-text'],
        name: tokens['color-text'],
        accent: tokens['color-accent'],
      });
      const surface = parseHex(tokens['color-surface']!);
      const ratio = (a: string, b: ReturnType<typeof parseHex>) => contrastRatio(parseHex(a), b);
      expect(ratio(fills.name!, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST.text);
      expect(ratio(fills.accent!, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST.text);
      expect(ratio(fills.mark!, surface)).toBeGreaterThanOrEqual(MIN_CONTRAST.ui);
      expect(ratio(fills.letter!, parseHex(fills.mark!))).toBeGreaterThanOrEqual(MIN_CONTRAST.text);
    });
  }

  it('the old logo failed the light header: its name #e8edf4 on white is 1.2:1', () => {
    expect(contrastRatio(parseHex('#e8edf4'), parseHex('#ffffff'))).toBeLessThan(1.3);
  });
});
