import { describe, expect, it } from 'vitest';
import { sessionCookieSite, siteOf } from './cookie-site';

const PLATFORM = 'https://platform.brand.example';
const WEB = 'https://sportsbook.brand.example';
const CROSS_SITE = { sameSite: 'none', secure: true, partitioned: true };

describe('siteOf', () => {
  it('is the scheme and the registrable domain, public suffixes included', () => {
    expect(siteOf('https://platform.brand.example')).toBe('https://brand.example');
    expect(siteOf('https://www.casino.co.uk:8443')).toBe('https://casino.co.uk');
    expect(siteOf('http://brand.example')).toBe('http://brand.example');
  });

  it('is the host where there is no registrable domain', () => {
    expect(siteOf('http://localhost:4100')).toBe('http://localhost');
    expect(siteOf('http://127.0.0.1:4300')).toBe('http://127.0.0.1');
  });

  it('is null for what is not an origin', () => {
    expect(siteOf('not a url')).toBeNull();
  });
});

describe('sessionCookieSite', () => {
  it.each([
    ['first-party use: the web app on the platform’s site, no operator', [WEB]],
    ['an operator on the same site (another subdomain)', [WEB, 'https://casino.brand.example']],
  ])('stays SameSite=Lax (Secure over https) for %s', (_, embeddingOrigins) => {
    expect(sessionCookieSite({ https: true, platformOrigin: PLATFORM, embeddingOrigins })).toEqual({
      sameSite: 'lax',
      secure: true,
      partitioned: false,
    });
  });

  it.each([
    ['an operator on another site may frame the product', [WEB, 'https://www.casino.co.uk']],
    ['the web app itself is on another site than the platform', ['https://sportsbook.example.org']],
    ['an operator page is on http: another site than the https platform', ['http://casino.brand.example']],
  ])('is SameSite=None; Secure; Partitioned when %s', (_, embeddingOrigins) => {
    expect(sessionCookieSite({ https: true, platformOrigin: PLATFORM, embeddingOrigins })).toEqual(
      CROSS_SITE,
    );
  });

  it('stays SameSite=Lax without Secure over plain http, where browsers drop SameSite=None', () => {
    expect(
      sessionCookieSite({
        https: false,
        platformOrigin: 'http://localhost:4100',
        embeddingOrigins: ['http://localhost:3000', 'http://127.0.0.1:4300'],
      }),
    ).toEqual({ sameSite: 'lax', secure: false, partitioned: false });
  });
});
