import { describe, expect, it } from 'vitest';
import { ERROR_SHELL_LOCALES, errorShellLocale } from './error-shell-locales';
import { catalogueChain, loadMessages, mergeMessages } from './messages';

describe('message catalogues', () => {
  it('layers English, the language and the region, most general first', () => {
    expect(catalogueChain('de-AT')).toEqual(['en', 'de']);
    expect(catalogueChain('en-AU')).toEqual(['en']);
  });

  it('lets a later layer win key by key and keeps the rest', () => {
    expect(mergeMessages({ a: { b: '1', c: '2' } }, { a: { b: '3' } })).toEqual({ a: { b: '3', c: '2' } });
  });

  it('reads a language over English, and a regional variant over its language', async () => {
    const polish = (await loadMessages('pl')) as { errors: { notFound: { description: string } } };
    expect(polish.errors.notFound.description).toBe('Przepraszamy, nie możemy znaleźć tej strony.');
    const austrian = (await loadMessages('de-AT')) as { common: { loading: string } };
    const german = (await loadMessages('de')) as { common: { loading: string } };
    expect(austrian.common.loading).toBe(german.common.loading);
  });

  it.each(ERROR_SHELL_LOCALES)('gives the error shell a translated not-found text in %s', async (locale) => {
    const messages = (await loadMessages(locale)) as { errors: { notFound: { description: string } } };
    expect(messages.errors.notFound.description.length).toBeGreaterThan(10);
  });
});

describe('errorShellLocale', () => {
  it('keeps a locale of its own list', () => {
    expect(errorShellLocale('de-CH')).toBe('de-CH');
  });

  it('maps a locale outside its list to en', () => {
    expect(errorShellLocale('ar')).toBe('en');
  });

  it('keeps a locale the site serves, whose catalogue ships with the app (ar)', () => {
    expect(errorShellLocale('ar', ['en', 'ar'])).toBe('ar');
    expect(errorShellLocale('ar', ['en', 'de'])).toBe('en');
  });

  it('maps a regional variant it lacks to its language', () => {
    expect(errorShellLocale('it-CH')).toBe('it');
  });
});
