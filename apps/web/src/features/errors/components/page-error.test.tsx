import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@/platform/i18n/messages';
import { setErrorReporter } from '@/platform/errors/report-error';
import type { ErrorReport } from '@/platform/errors/report-error';
import { PageError } from './page-error';

// NOTE: the catalogue is a chunk of its own; on a busy machine it takes more than the default second to load.
const CATALOGUE_WAIT = 5_000;

describe("a page's error boundary (SPEC §2.2, §8)", () => {
  let reports: ErrorReport[];
  let restore: () => void;
  const error = Object.assign(new Error('the page broke'), { digest: 'd1' });
  beforeEach(() => {
    reports = [];
    restore = setErrorReporter((report) => reports.push(report));
  });
  afterEach(() => {
    restore();
    document.documentElement.removeAttribute('lang');
  });

  it('shows the generic error page in the page language and reports the error', async () => {
    render(
      <NextIntlClientProvider locale="ar" messages={await loadMessages('ar')}>
        <PageError error={error} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('main', { name: 'خطأ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'الانتقال إلى الصفحة الرئيسية' }).getAttribute('href')).toBe(
      '/ar',
    );
    expect(reports).toEqual([{ source: 'page.error-boundary', error, context: { digest: 'd1' } }]);
  });

  it('shows UNEXPECTED ERROR IN ERROR APP, localized, when drawing the error page fails (here: no messages)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.documentElement.lang = 'fr';
    render(<PageError error={error} />);
    expect(
      await screen.findByRole(
        'main',
        { name: 'ERREUR INATTENDUE DANS L’APPLICATION D’ERREUR' },
        { timeout: CATALOGUE_WAIT },
      ),
    ).toBeTruthy();
    expect(reports.map((report) => report.source).sort()).toEqual(['page.error-app', 'page.error-boundary']);
    vi.mocked(console.error).mockRestore();
  });
});
