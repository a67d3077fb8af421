import { ContentPages, SiteConfig } from '@sportsbook/contract';
import type { SiteDocument } from '@sportsbook/contract';
import { describe, expect, it } from 'vitest';
import { contentPageOf } from './content-page-of';

const rules = (title: string, html: string) => ({
  title,
  lead: '',
  sections: [{ id: 'stakes', title: 'Stakes', html }],
});

const document: SiteDocument = {
  config: SiteConfig.parse({
    id: 'test',
    name: 'Test',
    logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
    locales: [
      { code: 'en', nameInLocale: 'English' },
      { code: 'de', nameInLocale: 'Deutsch' },
    ],
  }),
  // NOTE: the content pages never read the flags.
  feature_flags: {} as SiteDocument['feature_flags'],
  content_pages: ContentPages.parse({
    general_rules: {
      en: rules('General rules', '<p>See <a href="/limits">My limits</a>.</p><script>alert(1)</script>'),
      de: rules('Allgemeine Regeln', '<p onclick="steal()">Einsätze</p>'),
    },
  }),
};

describe('contentPageOf: a content page of the site configuration', () => {
  it('gives the page in the language of the address', () => {
    expect(contentPageOf(document, 'general_rules', 'de')?.title).toBe('Allgemeine Regeln');
  });

  it("falls back to the site's default language and says which language it is", () => {
    const page = contentPageOf(document, 'general_rules', 'ar');
    expect(page?.title).toBe('General rules');
    expect(page?.lang).toBe('en');
  });

  it('sanitizes the HTML: no scripts, no event handlers', () => {
    expect(contentPageOf(document, 'general_rules', 'en')?.sections[0]?.html).not.toContain('script');
    expect(contentPageOf(document, 'general_rules', 'de')?.sections[0]?.html).toBe('<p>Einsätze</p>');
  });

  it("gives the site's own links the locale prefix of a language that is not the site's first (SPEC §2.8)", () => {
    const english = contentPageOf(document, 'general_rules', 'en')?.sections[0]?.html;
    expect(english).toContain('href="/limits"');
    const inGerman = contentPageOf(
      { ...document, content_pages: { general_rules: { de: rules('R', '<a href="/limits">x</a>') } } },
      'general_rules',
      'de',
    );
    expect(inGerman?.sections[0]?.html).toBe('<a href="/de/limits">x</a>');
  });

  it('is null when the site has no such page', () => {
    expect(contentPageOf(document, 'about', 'en')).toBeNull();
  });
});
