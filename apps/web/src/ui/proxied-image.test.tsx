import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProxiedImage, isProxied, proxiedImageProps } from './proxied-image';

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

  it('sends an image of a listed origin (by default the sandbox host, any port) through the proxy', () => {
    const src = 'http://localhost:4217/fe-api/banners/hunting-desktop.webp';
    render(<ProxiedImage src={src} alt="Banner" width={1200} height={400} />);
    const image = screen.getByRole('img', { name: 'Banner' });
    expect(image.getAttribute('src')).toBe(`/_next/image?url=${encodeURIComponent(src)}&w=3840&q=80`);
    expect(image.getAttribute('srcset')).toContain(
      `/_next/image?url=${encodeURIComponent(src)}&w=1200&q=80 1x`,
    );
    expect(isProxied(src)).toBe(true);
    expect(isProxied('/brand/logo.svg')).toBe(true);
  });

  it('shows an image of an origin not on the list as it is', () => {
    expect(isProxied('https://cdn.example/logo.png')).toBe(false);
    expect(isProxied('//cdn.example/logo.png')).toBe(false);
    render(<ProxiedImage src="https://cdn.example/logo.png" alt="Remote" width={24} height={24} />);
    const image = screen.getByRole('img', { name: 'Remote' });
    expect(image.getAttribute('src')).toBe('https://cdn.example/logo.png');
    expect(image.getAttribute('srcset')).toBeNull();
  });

  it("gives a picture's sources the proxy's srcset too", () => {
    const props = proxiedImageProps({
      src: 'http://127.0.0.1:4100/m.webp',
      alt: '',
      width: 780,
      height: 260,
    });
    expect(props.srcSet).toMatch(
      /^\/_next\/image\?url=http%3A%2F%2F127\.0\.0\.1%3A4100%2Fm\.webp&w=\d+&q=80 1x, /,
    );
  });
});
