import { describe, expect, it } from 'vitest';
import { languageIconUrl } from './language-icon';

describe('languageIconUrl: language icons from the configured CDN path', () => {
  it('names the icon by the language part of the code', () => {
    expect(languageIconUrl('https://cdn.example/flags', 'fr-CA')).toBe('https://cdn.example/flags/fr.svg');
    expect(languageIconUrl('/flags', 'ar')).toBe('/flags/ar.svg');
  });

  it('takes a path given with a trailing slash', () => {
    expect(languageIconUrl('https://cdn.example/flags/', 'de')).toBe('https://cdn.example/flags/de.svg');
  });

  it('gives no icon when the site names no path', () => {
    expect(languageIconUrl(null, 'en')).toBeNull();
  });
});
