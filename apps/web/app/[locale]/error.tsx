'use client';

import { useLocale, useTranslations } from 'next-intl';
import { ErrorView } from '@/features/errors/components/error-view';

/** The error boundary of every page: the generic error page of SPEC §2.2. */
export default function ErrorBoundary() {
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
