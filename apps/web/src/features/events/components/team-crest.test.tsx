import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MIN_CONTRAST, contrastRatio, hslToRgb } from '@/ui/contrast';
import { TeamCrest, crestColour, crestHue } from './team-crest';

/** Names from a seeded generator (Park–Miller), so a failure reproduces. */
function generatedNames(count: number): string[] {
  let seed = 15;
  const next = () => (seed = (seed * 48271) % 2147483647);
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyzäöüéñçالمدينةΑθήνα ';
  return Array.from({ length: count }, () =>
    Array.from({ length: 3 + (next() % 20) }, () => letters[next() % letters.length]).join(''),
  );
}

function fillOf(colour: string): [number, number, number] {
  const [, hue, saturation, lightness] = /^hsl\((\d+) (\d+)% (\d+)%\)$/.exec(colour)!.map(Number);
  return [hue!, saturation!, lightness!];
}

describe('TeamCrest', () => {
  it('loads a logo of the site through the image proxy at its size, 1x and 2x, quality 80', () => {
    const { container } = render(<TeamCrest name="Falkenau TSV" logo="/logos/falkenau.png" size={20} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('width')).toBe('20');
    expect(img.getAttribute('height')).toBe('20');
    const variants = img.getAttribute('srcset')!.split(', ');
    expect(variants).toHaveLength(2);
    expect(variants[0]).toMatch(/^\/_next\/image\?url=%2Flogos%2Ffalkenau\.png&w=\d+&q=80 1x$/);
    expect(variants[1]).toMatch(/^\/_next\/image\?url=%2Flogos%2Ffalkenau\.png&w=\d+&q=80 2x$/);
  });

  it('draws the generated crest, initials on the colour of the name, when the team has no logo', () => {
    const { container } = render(<TeamCrest name="Falkenau TSV" logo={null} />);
    expect(container.querySelector('img')).toBeNull();
    const crest = container.querySelector('span')!;
    expect(crest.dataset.initials).toBe('FT');
    expect(crest.getAttribute('aria-hidden')).toBe('true');
  });

  it('writes no initials in the page: they stay out of the visible text of the link around them (WCAG 2.5.3)', () => {
    const { container } = render(<TeamCrest name="Falkenau TSV" logo={null} />);
    expect(container.textContent).toBe('');
  });

  it('white initials on any generated crest colour reach 4.5:1 (10,000 seeded names, every hue)', () => {
    const names = generatedNames(10_000);
    expect(new Set(names.map(crestHue)).size).toBe(360);
    for (const name of names) {
      const [hue, saturation, lightness] = fillOf(crestColour(name));
      const ratio = contrastRatio([1, 1, 1], hslToRgb(hue, saturation, lightness));
      expect(ratio, `${name}: ${crestColour(name)}`).toBeGreaterThanOrEqual(MIN_CONTRAST.text);
    }
  });

  it('only the hues that fail at 38 % lightness are darkened, by the least whole percent', () => {
    for (const name of generatedNames(2_000)) {
      const [hue, saturation, lightness] = fillOf(crestColour(name));
      const passesAt = (l: number) => contrastRatio([1, 1, 1], hslToRgb(hue, saturation, l)) >= 4.5;
      if (passesAt(38)) expect(lightness).toBe(38);
      else expect(passesAt(lightness + 1)).toBe(false);
    }
  });

  it('paints the crest with its generated colour', () => {
    const { container } = render(<TeamCrest name="Falkenau TSV" logo={null} />);
    const crest = container.querySelector('span')!;
    expect(crest.style.getPropertyValue('--crest-fill')).toBe(crestColour('Falkenau TSV'));
  });
});
