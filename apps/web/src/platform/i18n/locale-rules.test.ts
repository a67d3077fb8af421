import { describe, expect, it } from 'vitest';
import {
  isExternalHref,
  localizeHref,
  needsLocalePrefix,
  resolveLocale,
  splitLocaleFromPath,
  switchLocaleHref,
} from './locale-rules';

const site = { locales: ['en', 'de', 'fr-CA', 'no', 'ar'], aliases: { nb: 'no', br: 'pt' } };

describe('resolveLocale (exact → alias → base language → default → en)', () => {
  it('takes an exact match first, whatever its case', () => {
    expect(resolveLocale('fr-ca', site)).toBe('fr-CA');
    expect(resolveLocale('de', site)).toBe('de');
  });

  it('takes an alias when there is no exact match', () => {
    expect(resolveLocale('nb', site)).toBe('no');
  });

  it('ignores an alias that points at a locale the site does not offer', () => {
    expect(resolveLocale('br', site)).toBe('en');
  });

  it('falls back to the base language of a regional code', () => {
    expect(resolveLocale('de-AT', site)).toBe('de');
  });

  it('finds the regional locale offered for a bare language', () => {
    expect(resolveLocale('fr', site)).toBe('fr-CA');
  });

  it('falls back to the default when nothing matches', () => {
    expect(resolveLocale('ja', site, 'de')).toBe('de');
  });

  it('takes the site default, its first language, when none is given', () => {
    expect(resolveLocale('ja', { locales: ['pl', 'en'] })).toBe('pl');
  });

  it('ends at en when there is no default', () => {
    expect(resolveLocale('ja', { locales: [] })).toBe('en');
    expect(resolveLocale(undefined, { locales: [] })).toBe('en');
  });
});

describe('link prefixing', () => {
  it('leaves the first language of the site unprefixed', () => {
    expect(needsLocalePrefix('en', site)).toBe(false);
    expect(localizeHref('/live', 'en', site)).toBe('/live');
  });

  it('prefixes a language that is not the first', () => {
    expect(localizeHref('/live', 'de', site)).toBe('/de/live');
    expect(localizeHref('/', 'de', site)).toBe('/de');
  });

  it('prefixes every language when the configuration requires the locale in the URL', () => {
    expect(localizeHref('/live', 'en', { ...site, isLocaleRequiredInUrl: true })).toBe('/en/live');
  });

  it.each([
    'http://example.com/a',
    'https://example.com',
    '//cdn.example.com/x',
    'sms:+100',
    'mailto:a@b.c',
    'tel:+1',
    '#top',
  ])('leaves %s untouched', (href) => {
    expect(isExternalHref(href)).toBe(true);
    expect(localizeHref(href, 'de', site)).toBe(href);
  });
});

describe('splitLocaleFromPath', () => {
  it('separates an offered locale from the rest of the path', () => {
    expect(splitLocaleFromPath('/de/football/england', site.locales)).toEqual({
      locale: 'de',
      rest: '/football/england',
    });
    expect(splitLocaleFromPath('/de', site.locales)).toEqual({ locale: 'de', rest: '/' });
  });

  it('keeps a path whose first segment is not a locale', () => {
    expect(splitLocaleFromPath('/football', site.locales)).toEqual({ locale: undefined, rest: '/football' });
  });
});

describe('switchLocaleHref (language switch)', () => {
  it('rewrites the first segment and keeps query and hash', () => {
    expect(switchLocaleHref('/de/live?x=1#y', 'ar', site)).toBe('/ar/live?x=1#y');
  });

  it('inserts the segment when the current page has none', () => {
    expect(switchLocaleHref('/live?x=1#y', 'de', site)).toBe('/de/live?x=1#y');
  });

  it('removes the segment when switching to the unprefixed first language', () => {
    expect(switchLocaleHref('/de/live?x=1#y', 'en', site)).toBe('/live?x=1#y');
  });

  it('switches the home page', () => {
    expect(switchLocaleHref('/de', 'en', site)).toBe('/');
    expect(switchLocaleHref('/', 'de', site)).toBe('/de');
  });

  it('accepts an absolute URL', () => {
    expect(switchLocaleHref('http://localhost:3000/live?x=1#y', 'de', site)).toBe('/de/live?x=1#y');
  });
});
