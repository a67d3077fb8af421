'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportError } from '@/platform/errors/report-error';
import { ErrorView } from './error-view';
import { ErrorAppBoundary } from './fallback-screens';

function PageErrorView() {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <ErrorView
      kind="error"
      title={t('errors.error.title')}
      description={t('page.error.description')}
      homeHref={`/${locale}`}
      homeLabel={t('common.goHome')}
    />
  );
}

/**
 * What a page's error boundary shows: the generic error page of SPEC §2.2, or SPEC §8's "error in error app"
 * text when drawing that page fails too. The page's error is reported.
 */
export function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError({ source: 'page.error-boundary', error, context: { digest: error.digest } });
  }, [error]);
  return (
    <ErrorAppBoundary>
      <PageErrorView />
    </ErrorAppBoundary>
  );
}
