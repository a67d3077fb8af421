import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/platform/i18n/messages';
import { ErrorPage, errorPageMetadata } from './error-page';

const site = vi.hoisted(() => ({ locales: null as null | string[] }));
vi.mock('@/platform/site/site-document', () => ({
  tryGetSiteDocument: async () =>
    site.locales && {
      config: {
        locales: site.locales.map((code) => ({ code, nameInLocale: code })),
        contacts: { email: 'help@example.com' },
        default_locale: 'en',
      },
    },
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale }: { locale: string }) =>
    createTranslator({ locale, messages: await loadMessages(locale) }),
}));

describe('error pages (SPEC §2.2, issue 15)', () => {
  beforeEach(() => {
    site.locales = ['en', 'ar', 'de'];
  });

  it('are the main landmark of their document, named by their title', async () => {
    render(await ErrorPage({ kind: 'notFound', locale: 'en' }));
    expect(screen.getByRole('main', { name: 'Page not found' })).toBeTruthy();
  });

  it('speak the language of an Arabic page the site serves, not English', async () => {
    const { container } = render(await ErrorPage({ kind: 'blocked', locale: 'ar' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('غير متاح في منطقتك');
    expect(container.querySelector('[lang]')!.getAttribute('lang')).toBe('ar');
    expect(container.textContent).not.toContain('Not available');
  });

  it("keep the Arabic blocked page's full stop at the end of its sentence: the e-mail address is bidi-isolated", async () => {
    render(await ErrorPage({ kind: 'blocked', locale: 'ar' }));
    const contact = screen.getByText(/help@example\.com/);
    expect(contact.textContent).toContain('\u2068help@example.com\u2069.');
  });

  it('fall back to the shell list (en) when the site configuration is unavailable', async () => {
    site.locales = null;
    render(await ErrorPage({ kind: 'locked', locale: 'ar' }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unauthorized');
  });

  it('each have their own title, in the page language', async () => {
    const titles = await Promise.all(
      (['notFound', 'blocked', 'locked'] as const).map(
        async (kind) => (await errorPageMetadata(kind, 'ar')).title,
      ),
    );
    expect(titles).toEqual(['الصفحة غير موجودة', 'غير متاح في منطقتك', 'غير مصرح']);
    expect((await errorPageMetadata('locked', 'en')).title).toBe('Unauthorized');
  });

  it('the blocked page names the country the visitor is blocked from, in the page’s language', async () => {
    const { unmount } = render(await ErrorPage({ kind: 'blocked', locale: 'en', country: 'US' }));
    expect(screen.getByText('Players from \u2068United States\u2069 may not visit this site.')).toBeTruthy();
    unmount();
    render(await ErrorPage({ kind: 'blocked', locale: 'de', country: 'FR' }));
    expect(
      screen.getByText('Spieler aus \u2068Frankreich\u2069 dürfen diese Seite nicht besuchen.'),
    ).toBeTruthy();
  });

  it('the blocked page has no country line without a known country', async () => {
    const { container } = render(await ErrorPage({ kind: 'blocked', locale: 'en', country: 'QQ' }));
    expect(container.textContent).not.toContain('Players from');
    expect(container.textContent).toContain('not available in your region');
  });
});
