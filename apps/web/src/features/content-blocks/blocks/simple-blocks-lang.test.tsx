import { ContentBlock, SiteDocument } from '@sportsbook/contract';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { SiteProvider } from '@/platform/site/site-provider';
import ar from '../../../../messages/ar.json';
import de from '../../../../messages/de.json';
import en from '../../../../messages/en.json';
import { BannerBlock, IframeBlock, ImageBlock, LabelBlock, SpeedDialBlock, TextBlock } from './simple-blocks';

/** A site whose default language, the one its operator writes content blocks in, is `first`. */
function siteWritingIn(first: string) {
  const codes = [first, ...['en', 'ar', 'de'].filter((code) => code !== first)];
  return SiteDocument.parse({
    config: {
      id: 'test',
      name: 'Test Sportsbook',
      logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
      locales: codes.map((code) => ({ code, nameInLocale: code })),
    },
    feature_flags: {},
  });
}

const parse = (block: unknown) => ContentBlock.parse(block);
const label = parse({ type: 'label', id: 'l', text: 'Tonight' });
const text = parse({ type: 'text', id: 't', html: '<p>Play safe</p>' });
const image = parse({ type: 'image', id: 'i', src: '/promo.png', alt: 'Weekend promo' });
const banner = parse({
  type: 'banner',
  id: 'b',
  title: 'Big match night',
  subtitle: 'Odds boosted',
  href: '/live',
});
const iframe = parse({
  type: 'iframe',
  id: 'f',
  src: 'https://widgets.example.org/table',
  title: 'League table',
});
const dial = parse({ type: 'speed_dial', id: 's', items: [{ label: 'Tennis', href: '/tennis' }] });

const catalogues = { ar, de, en };

function renderBlocks(locale: keyof typeof catalogues, siteLanguage: string) {
  const site = siteWritingIn(siteLanguage);
  return render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]} timeZone="UTC">
      <SiteProvider config={site.config} featureFlags={site.feature_flags}>
        <LabelBlock block={label as Extract<ContentBlock, { type: 'label' }>} />
        <TextBlock block={text as Extract<ContentBlock, { type: 'text' }>} />
        <ImageBlock block={image as Extract<ContentBlock, { type: 'image' }>} />
        <BannerBlock block={banner as Extract<ContentBlock, { type: 'banner' }>} />
        <IframeBlock block={iframe as Extract<ContentBlock, { type: 'iframe' }>} />
        <SpeedDialBlock block={dial as Extract<ContentBlock, { type: 'speed_dial' }>} />
      </SiteProvider>
    </NextIntlClientProvider>,
  );
}

/** The `lang` in force for an element: its own or its nearest ancestor's inside the rendered blocks. */
function langOf(element: Element): string | null {
  return element.closest('[lang]')?.getAttribute('lang') ?? null;
}

describe('content-block text in the language it was written in (WCAG 3.1.2)', () => {
  it("marks the operator's English text lang=en on an Arabic page, and not the page's own call to action", () => {
    const { container } = renderBlocks('ar', 'en');
    expect(langOf(screen.getByRole('heading', { name: 'Big match night' }))).toBe('en');
    expect(langOf(screen.getByText('Odds boosted'))).toBe('en');
    // Its direction from its own letters: the English sentence keeps its full stop at its end on an RTL page.
    expect(screen.getByText('Odds boosted').getAttribute('dir')).toBe('auto');
    expect(langOf(screen.getByRole('heading', { name: 'Tonight' }))).toBe('en');
    expect(langOf(screen.getByText('Play safe'))).toBe('en');
    expect(screen.getByRole('img', { name: 'Weekend promo' }).getAttribute('lang')).toBe('en');
    expect(screen.getByTitle('League table').getAttribute('lang')).toBe('en');
    expect(langOf(screen.getByText('Tennis'))).toBe('en');
    // The banner's link says "راهن الآن" from the Arabic catalogue: the page's language, no lang of its own.
    const action = screen.getByRole('link', { name: ar.blocks.bannerAction });
    expect(langOf(action)).toBeNull();
    expect(container.querySelectorAll('[lang]')).toHaveLength(7);
  });

  it('adds no lang where the page speaks the language the blocks are written in', () => {
    const { container } = renderBlocks('en', 'en');
    expect(screen.getByRole('heading', { name: 'Big match night' })).toBeTruthy();
    expect(container.querySelector('[lang], [dir]')).toBeNull();
  });

  it("follows the site's default language, not English: German blocks on an English page say de", () => {
    renderBlocks('en', 'de');
    expect(langOf(screen.getByRole('heading', { name: 'Big match night' }))).toBe('de');
  });
});
