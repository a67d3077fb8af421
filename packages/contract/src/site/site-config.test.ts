import { describe, expect, it } from 'vitest';
import { SiteConfig } from './site-config';

const minimal = {
  id: 'test',
  name: 'Test',
  logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
  locales: [{ code: 'en', nameInLocale: 'English' }],
};

describe('SiteConfig time_zone', () => {
  it('defaults to UTC when a site names none', () => {
    expect(SiteConfig.parse(minimal).time_zone).toBe('UTC');
  });

  it('keeps an IANA zone the site names', () => {
    expect(SiteConfig.parse({ ...minimal, time_zone: 'Europe/Ljubljana' }).time_zone).toBe(
      'Europe/Ljubljana',
    );
  });

  it('refuses a name that is no time zone', () => {
    expect(SiteConfig.safeParse({ ...minimal, time_zone: 'Mars/Olympus' }).success).toBe(false);
  });
});

describe('SiteConfig embed.allowed_origins', () => {
  it('lets no other origin frame the site when a site names none', () => {
    expect(SiteConfig.parse(minimal).embed.allowed_origins).toEqual([]);
  });

  it('hears host messages from the allowed origins only unless the site hands sessions over (SPEC §5)', () => {
    expect(SiteConfig.parse(minimal).embed.session_handler).toBe(false);
    expect(SiteConfig.parse({ ...minimal, embed: { session_handler: true } }).embed).toEqual({
      allowed_origins: [],
      session_handler: true,
    });
  });

  it('keeps operator origins with a scheme, a host and an optional port', () => {
    const origins = ['https://casino.example', 'http://localhost:8080'];
    expect(
      SiteConfig.parse({ ...minimal, embed: { allowed_origins: origins } }).embed.allowed_origins,
    ).toEqual(origins);
  });

  it('refuses an entry that could add to the page policy: a path, a space, a semicolon, a wildcard', () => {
    for (const entry of [
      'https://casino.example/lobby',
      "https://casino.example; script-src 'unsafe-inline'",
      'https://a.example https://b.example',
      '*',
      'casino.example',
    ]) {
      expect(SiteConfig.safeParse({ ...minimal, embed: { allowed_origins: [entry] } }).success).toBe(false);
    }
  });
});
