import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PromotionBanner } from './promotion-banner';

const proxied = (url: string) => `/_next/image?url=${encodeURIComponent(url)}`;

describe('promotion banner (SPEC §3 banners, §2.8 image proxy)', () => {
  it('draws the mobile banner on narrow screens and the desktop one elsewhere, both through the proxy', () => {
    const desktop = 'http://localhost:4200/fe-api/banners/hunting-desktop.webp';
    const mobile = 'http://localhost:4200/fe-api/banners/hunting-mobile.webp';
    const { container } = render(
      <PromotionBanner
        banners={{
          desktop: { id: 1, url: desktop, alt: 'Hunt' },
          mobile: { id: 2, url: mobile, alt: 'Hunt' },
        }}
      />,
    );
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('media')).toBe('(max-width: 780px)');
    expect(source.getAttribute('srcset')).toContain(`${proxied(mobile)}&w=640&q=80 640w`);
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('src')).toContain(proxied(desktop));
    expect(image.getAttribute('srcset')).toContain(`${proxied(desktop)}&w=1200&q=80 1200w`);
    expect(image.getAttribute('sizes')).toBe(source.getAttribute('sizes'));
  });

  it('shows a banner of an origin the proxy is not given as it is, and nothing without banners', () => {
    const url = 'https://cdn.elsewhere.example/banner.webp';
    const { container, rerender } = render(
      <PromotionBanner banners={{ desktop: { id: 1, url, alt: 'Hunt' }, mobile: null }} />,
    );
    expect(container.querySelector('picture > source')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe(url);
    expect(container.querySelector('img')!.getAttribute('srcset')).toBeNull();
    rerender(<PromotionBanner banners={{ desktop: null, mobile: null }} />);
    expect(container.querySelector('picture')).toBeNull();
  });
});
