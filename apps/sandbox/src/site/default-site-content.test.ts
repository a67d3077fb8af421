import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SiteDocument, contentPageKeys, localizedText } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';

const site = SiteDocument.parse(
  JSON.parse(readFileSync(join(import.meta.dirname, '../../sites/default.json'), 'utf8')),
);
const languages = site.config.locales.map((locale) => locale.code.split('-')[0] ?? locale.code);

describe('the default site speaks every language it offers (issue 24)', () => {
  it.each(contentPageKeys)('has its %s page written in each of its languages, not copied', (key) => {
    const pages = site.content_pages[key] ?? {};
    expect(Object.keys(pages).sort()).toEqual([...languages].sort());
    const titles = new Set(languages.map((language) => pages[language]?.title));
    // Some languages share a word (Rules, O nas); most titles differ, so no page is an English copy.
    expect(titles.size).toBeGreaterThan(languages.length - 3);
  });

  it('gives the rules the same sections, so every language has the whole table of contents', () => {
    const pages = site.content_pages.general_rules ?? {};
    const english = pages.en?.sections.map((section) => section.id);
    for (const language of languages) expect(pages[language]?.sections.map((s) => s.id)).toEqual(english);
  });

  it('writes the footer and license texts in each language', () => {
    const license = site.config.license;
    expect(license).not.toBeNull();
    const texts = new Set(languages.map((language) => localizedText(license!.text, language, 'en')));
    expect(texts.size).toBe(languages.length);
    const footer = new Set(
      languages.map((language) => localizedText(site.config.footer.text, language, 'en')),
    );
    expect(footer.size).toBe(languages.length);
  });
});
