import { describe, expect, it } from 'vitest';
import { LocalizedText, localeFallbacks, localizedText, pickLocalized } from './localized-text';

describe('localizedText: an operator text in the best language there is', () => {
  const text = { en: 'Gamble responsibly.', de: 'Spielen Sie verantwortungsvoll.', fr: 'Jouez prudemment.' };

  it('gives the exact language when the site wrote it', () => {
    expect(localizedText(text, 'de', 'en')).toBe('Spielen Sie verantwortungsvoll.');
  });

  it("falls back to the code's base language (fr-CA → fr)", () => {
    expect(localizedText(text, 'fr-CA', 'en')).toBe('Jouez prudemment.');
  });

  it("falls back to the site's default language, then English", () => {
    expect(localizedText(text, 'ar', 'de')).toBe('Spielen Sie verantwortungsvoll.');
    expect(localizedText(text, 'ar', 'pl')).toBe('Gamble responsibly.');
  });

  it('gives the first language written when none of the fallbacks is there', () => {
    expect(pickLocalized({ sl: 'Odgovorno.' }, 'ar', 'de')).toBe('Odgovorno.');
  });

  it('uses a single string for every language', () => {
    expect(localizedText('18+', 'ar', 'en')).toBe('18+');
  });

  it('tries each language once, best first', () => {
    expect(localeFallbacks('en-AU', 'en')).toEqual(['en-AU', 'en']);
  });

  it('refuses a per-language text with no language', () => {
    expect(LocalizedText.safeParse({}).success).toBe(false);
    expect(LocalizedText.safeParse({ 'not a code': 'x' }).success).toBe(false);
  });
});
