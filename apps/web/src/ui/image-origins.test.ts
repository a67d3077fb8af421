// @vitest-environment node
import { matchRemotePattern } from 'next/dist/shared/lib/match-remote-pattern';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_ORIGINS, isListedImageOrigin, parseImageOrigins } from './image-origins';

describe('image origins (SPEC §2.8: the image proxy serves the listed origins)', () => {
  it('defaults to the sandbox hosts on any port', () => {
    expect(parseImageOrigins()).toEqual([
      { protocol: 'http', hostname: 'localhost' },
      { protocol: 'http', hostname: '127.0.0.1' },
    ]);
    expect(parseImageOrigins(DEFAULT_IMAGE_ORIGINS)).toEqual(parseImageOrigins());
  });

  it('reads protocol, host (with a subdomain wildcard) and an optional port from each entry', () => {
    expect(parseImageOrigins(' https://CDN.example.com/ , https://**.img.example:8443,,')).toEqual([
      { protocol: 'https', hostname: 'cdn.example.com' },
      { protocol: 'https', hostname: '**.img.example', port: '8443' },
    ]);
  });

  it('stops the build on an entry that is not an origin, naming it', () => {
    expect(() => parseImageOrigins('https://cdn.example/images')).toThrow(/"https:\/\/cdn\.example\/images"/);
    expect(() => parseImageOrigins('cdn.example')).toThrow(/IMAGE_ORIGINS/);
  });

  it("agrees with Next's own remotePatterns matching on every address", () => {
    const patterns = parseImageOrigins(
      'http://localhost,https://*.cdn.example,https://**.img.example,https://exact.example:8443',
    );
    const addresses = [
      'http://localhost:4200/fe-api/banners/hunting-desktop.webp',
      'http://localhost/x.png',
      'https://localhost:4200/x.png',
      'http://127.0.0.1:4200/x.png',
      'https://a.cdn.example/x.png',
      'https://a.b.cdn.example/x.png',
      'https://cdn.example/x.png',
      'https://acdn.example/x.png',
      'http://a.cdn.example/x.png',
      'https://deep.er.img.example/x.webp',
      'https://img.example/x.webp',
      'https://exact.example:8443/x.png',
      'https://exact.example/x.png',
      'https://elsewhere.example/x.png',
    ];
    for (const address of addresses) {
      const next = patterns.some((pattern) => matchRemotePattern(pattern, new URL(address)));
      expect(isListedImageOrigin(address, patterns), address).toBe(next);
    }
    expect(addresses.filter((address) => isListedImageOrigin(address, patterns))).toHaveLength(6);
  });
});
