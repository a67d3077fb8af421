'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast } from '@/ui';
import { setQueryErrorAlert } from './query-errors';

/**
 * The default error alert of SPEC §8 (`global-error.default.*`), shown when a failed query or mutation asks for it
 * (`meta.errorReport.alert`). Lives inside the toast host; renders nothing itself.
 */
export function QueryErrorAlert() {
  const t = useTranslations('global-error.default');
  const toast = useToast();
  useEffect(
    () =>
      setQueryErrorAlert(() =>
        toast.show({ id: 'query-error', type: 'error', title: t('title'), description: t('description') }),
      ),
    [t, toast],
  );
  return null;
}
