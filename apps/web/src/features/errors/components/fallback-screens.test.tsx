import { act, render, screen, waitFor } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../messages/en.json';
import { setErrorReporter } from '@/platform/errors/report-error';
import type { ErrorReport } from '@/platform/errors/report-error';
import type * as Messages from '@/platform/i18n/messages';
import { ErrorAppBoundary, GlobalErrorDocument } from './fallback-screens';
import { ENGLISH_FALLBACK, loadFallbackShell, localeOfPath } from './fallback-texts';

// NOTE: the catalogue is a chunk of its own; on a busy machine it takes more than the default second to load.
const CATALOGUE_WAIT = 5_000;

const catalogues = vi.hoisted(() => ({ broken: false }));
vi.mock('@/platform/i18n/messages', async (actual) => {
  const real = await actual<typeof Messages>();
  return {
    ...real,
    loadMessages: async (locale: string) => {
      if (catalogues.broken) throw new Error('ChunkLoadError: Loading chunk messages-ar failed');
      return real.loadMessages(locale);
    },
  };
});

beforeEach(() => {
  catalogues.broken = false;
});

describe('fallback texts (SPEC §8 "UNEXPECTED ERROR", "UNEXPECTED ERROR IN ERROR APP")', () => {
  it('say in English what en.json says, for when no catalogue loads', () => {
    expect(ENGLISH_FALLBACK.texts).toEqual({
      unexpected: en.errors.unexpected,
      unexpectedInErrorApp: en.errors.unexpectedInErrorApp,
      goHome: en.common.goHome,
    });
  });

  it("are read from the address's locale segment when it names a catalogue", () => {
    expect(localeOfPath('/ar/live')).toBe('ar');
    expect(localeOfPath('/de-AT')).toBe('de-AT');
    expect(localeOfPath('/live')).toBeUndefined();
    expect(localeOfPath('/xx/live')).toBeUndefined();
    expect(localeOfPath('/')).toBeUndefined();
  });

  it('are localized, with the language and right-to-left direction of an Arabic page', async () => {
    const shell = await loadFallbackShell('ar');
    expect(shell).toMatchObject({ lang: 'ar', dir: 'rtl', homeHref: '/ar' });
    expect(shell.texts.unexpected).toBe('خطأ غير متوقع');
  });

  it('fall back to English, lang en and left to right, when the catalogue could not load', async () => {
    catalogues.broken = true;
    expect(await loadFallbackShell('ar')).toEqual(ENGLISH_FALLBACK);
  });
});

describe('the global error document (the root layout failed)', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    window.history.pushState({}, '', '/');
  });

  async function renderDocument(path: string) {
    window.history.pushState({}, '', path);
    root = createRoot(document);
    await act(async () => root!.render(<GlobalErrorDocument />));
  }

  it('shows UNEXPECTED ERROR in the language of the address, with lang and dir on <html>', async () => {
    await renderDocument('/ar/live');
    await waitFor(() => expect(document.documentElement.getAttribute('lang')).toBe('ar'), {
      timeout: CATALOGUE_WAIT,
    });
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.querySelector('h1')!.textContent).toBe('خطأ غير متوقع');
    expect(document.querySelector('a')!.getAttribute('href')).toBe('/ar');
  });

  it('shows the English text when the catalogue of the address could not load', async () => {
    catalogues.broken = true;
    await renderDocument('/de/live');
    await act(async () => {});
    expect(document.documentElement.getAttribute('lang')).toBe('en');
    expect(document.documentElement.getAttribute('dir')).toBe('ltr');
    expect(document.querySelector('h1')!.textContent).toBe('UNEXPECTED ERROR');
  });
});

describe('the error page that itself fails', () => {
  let reports: ErrorReport[];
  let restore: () => void;
  beforeEach(() => {
    reports = [];
    restore = setErrorReporter((report) => reports.push(report));
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    restore();
    vi.mocked(console.error).mockRestore();
    document.documentElement.removeAttribute('lang');
  });

  function FailingErrorPage(): never {
    throw new Error('the error page broke');
  }

  it('shows UNEXPECTED ERROR IN ERROR APP in the document language, and reports the failure', async () => {
    document.documentElement.lang = 'de';
    render(
      <ErrorAppBoundary>
        <FailingErrorPage />
      </ErrorAppBoundary>,
    );
    const main = await screen.findByRole(
      'main',
      { name: 'UNERWARTETER FEHLER IN DER FEHLERANZEIGE' },
      { timeout: CATALOGUE_WAIT },
    );
    expect(main.getAttribute('lang')).toBe('de');
    expect(main.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/de');
    expect(reports.map((report) => report.source)).toEqual(['page.error-app']);
  });

  it('shows the English text when the catalogue could not load', async () => {
    catalogues.broken = true;
    document.documentElement.lang = 'ar';
    render(
      <ErrorAppBoundary>
        <FailingErrorPage />
      </ErrorAppBoundary>,
    );
    await act(async () => {});
    const main = screen.getByRole('main', { name: 'UNEXPECTED ERROR IN ERROR APP' });
    expect(main.getAttribute('lang')).toBe('en');
  });

  it('draws the error page as usual when it does not fail', () => {
    render(
      <ErrorAppBoundary>
        <p>error page</p>
      </ErrorAppBoundary>,
    );
    expect(screen.getByText('error page')).toBeTruthy();
    expect(reports).toEqual([]);
  });
});
