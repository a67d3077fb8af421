'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useRuntimeConfig } from '@/platform/config/runtime-config-provider';
import { reportError } from '@/platform/errors/report-error';
import { loadProviderScript } from '../provider-script';
import { paymentReturnRoutes } from '../return-routes';
import styles from '../deposit.module.css';

/**
 * The provider's deposit page, embedded (SPEC §2.5, §2.7a): the provider script is loaded from the platform
 * origin and configured with the server URL, the API prefix and the return routes built from this page's URL;
 * the page's outcome comes back through `onResult`.
 */
export function DepositPageFrame({
  currency,
  onResult,
}: {
  currency: string;
  onResult: (result: { status: 'success' | 'error' | 'pending'; depositId: number }) => void;
}) {
  const t = useTranslations('deposit');
  const locale = useLocale();
  const { platformApiUrl } = useRuntimeConfig();
  const containerRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onResult);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    latest.current = onResult;
  });

  useEffect(() => {
    const origin = new URL(platformApiUrl).origin;
    let unmount: (() => void) | null = null;
    let cancelled = false;
    loadProviderScript(origin).then(
      (payments) => {
        if (cancelled || !containerRef.current) return;
        unmount = payments
          .init({
            serverUrl: origin,
            apiPrefix: '/api',
            redirectRoutes: paymentReturnRoutes(window.location.href),
          })
          .mount(containerRef.current, {
            locale,
            currency,
            title: t('pageTitle'),
            onResult: (result) => latest.current(result),
          });
        setState('ready');
      },
      (error: unknown) => {
        reportError({ source: 'deposit.provider-script', error });
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [platformApiUrl, locale, currency, t]);

  return (
    <div className={styles.frameBox} aria-busy={state === 'loading'}>
      {state === 'loading' ? (
        <p className={styles.hint} role="status">
          {t('loadingPage')}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('pageFailed')}
        </p>
      ) : null}
      <div ref={containerRef} className={styles.frame} />
    </div>
  );
}
