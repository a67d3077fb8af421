import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProxiedImage } from './proxied-image';

describe('ProxiedImage', () => {
  it('draws a plain img whose 1x and 2x sources go through the image proxy at quality 80', () => {
    render(<ProxiedImage src="/logos/team.png" alt="Team" width={24} height={24} loading="lazy" />);
    const image = screen.getByRole('img', { name: 'Team' });
    const srcSet = image.getAttribute('srcset') ?? '';
    expect(srcSet).toMatch(/\/_next\/image\?url=%2Flogos%2Fteam\.png&w=\d+&q=80 1x/);
    expect(srcSet).toMatch(/&q=80 2x/);
    expect(image.getAttribute('width')).toBe('24');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('shows an image of another origin as it is', () => {
    render(<ProxiedImage src="https://cdn.example/logo.png" alt="Remote" width={24} height={24} />);
    const image = screen.getByRole('img', { name: 'Remote' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(image.getAttribute('srcset')).toBeNull();
  });
});
