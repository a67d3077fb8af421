import { SiteConfig } from '@sportsbook/contract';
import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/platform/i18n/messages';
import { SiteFooter } from './site-footer';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => {
    const locale = (globalThis as { footerLocale?: string }).footerLocale ?? 'en';
    return createTranslator({ locale, messages: await loadMessages(locale), namespace });
  },
}));

const config = SiteConfig.parse({
  id: 'test',
  name: 'Test',
  app_version: '2.4.1',
  logo: { src: '/logo.svg', alt: 'Test', width: 100, height: 20 },
  locales: [
    { code: 'en', nameInLocale: 'English' },
    { code: 'ar', nameInLocale: 'العربية' },
  ],
  license: {
    text: { en: 'Licensed by the Gaming Authority.', ar: 'مرخّص من هيئة الألعاب.' },
    url: 'https://regulator.example/licence/1',
    logo: { src: '/brand/license-seal.svg', alt: 'Gaming Authority', width: 48, height: 48 },
  },
  privacy_url: '/privacy',
  terms_url: 'https://operator.example/terms',
  responsible_gambling_url: '/limits',
  mirrors: ['https://mirror-1.example'],
  contacts: { email: 'help@example.com', phone: '+386 1 234 5678' },
  footer: { links: [{ label: { en: 'About', ar: 'من نحن' }, href: '/about' }], text: '18+' },
});

async function renderFooter(locale: string) {
  (globalThis as { footerLocale?: string }).footerLocale = locale;
  return render(await SiteFooter({ config, locale }));
}

describe('SiteFooter (SPEC §3 Site configuration)', () => {
  it('is the page’s content-info landmark with the site’s links, privacy, terms and responsible gambling', async () => {
    await renderFooter('en');
    const footer = screen.getByRole('contentinfo');
    const nav = within(footer).getByRole('navigation', { name: 'Site links' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['About', '/about'],
      ['Responsible gambling', '/limits'],
      ['Privacy policy', '/privacy'],
      ['Terms and conditions', 'https://operator.example/terms'],
    ]);
  });

  it('shows the license text and its seal, a link to the regulator’s register', async () => {
    await renderFooter('en');
    expect(screen.getByText('Licensed by the Gaming Authority.')).toBeTruthy();
    const seal = screen.getByRole('link', { name: /Gaming Authority/ });
    expect(seal.getAttribute('href')).toBe('https://regulator.example/licence/1');
    expect(within(seal).getByRole('img').getAttribute('alt')).toBe('Gaming Authority');
  });

  it('lists contacts as mail and phone links, and the mirrors by host', async () => {
    await renderFooter('en');
    expect(screen.getByRole('link', { name: 'help@example.com' }).getAttribute('href')).toBe(
      'mailto:help@example.com',
    );
    expect(screen.getByRole('link', { name: '+386 1 234 5678' }).getAttribute('href')).toBe(
      'tel:+38612345678',
    );
    expect(screen.getByRole('link', { name: 'mirror-1.example' }).getAttribute('href')).toBe(
      'https://mirror-1.example',
    );
  });

  it('shows the app version', async () => {
    await renderFooter('en');
    expect(screen.getByText('Version 2.4.1')).toBeTruthy();
  });

  it('speaks the page’s language: the operator’s texts and the catalogue’s, and its own links prefixed', async () => {
    await renderFooter('ar');
    expect(screen.getByText('مرخّص من هيئة الألعاب.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'من نحن' }).getAttribute('href')).toBe('/ar/about');
    expect(screen.getByRole('navigation', { name: 'روابط الموقع' })).toBeTruthy();
  });

  it('leaves out what the site does not configure', async () => {
    const bare = SiteConfig.parse({
      ...config,
      license: null,
      mirrors: [],
      contacts: { email: null, phone: null },
    });
    render(await SiteFooter({ config: bare, locale: 'en' }));
    expect(screen.queryByText(/Licensed/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Mirror sites' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contact us' })).toBeNull();
  });
});
