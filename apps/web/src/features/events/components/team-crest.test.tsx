import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TeamCrest } from './team-crest';

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
    expect(container.textContent).toBe('FT');
  });
});
