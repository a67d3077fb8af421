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
