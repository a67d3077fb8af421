'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ErrorView } from '@/features/errors/components/error-view';
import { reportError } from '@/platform/errors/report-error';

/** The error boundary of every page: the generic error page of SPEC §2.2; the error is reported. */
export default function ErrorBoundary({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations();
  const locale = useLocale();
  useEffect(() => {
    reportError({ source: 'page.error-boundary', error, context: { digest: error.digest } });
  }, [error]);
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
