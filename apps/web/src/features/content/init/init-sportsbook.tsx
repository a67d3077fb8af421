'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { localizeHref, splitLocaleFromPath } from '@/platform/i18n/locale-rules';
import { useSession } from '@/platform/session';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { initTarget } from './init-target';
import styles from './init-sportsbook.module.css';

/** How long the entry waits for the platform before it goes on as a visitor. */
export const INIT_TIMEOUT_MS = 8_000;

/**
 * The entry an embedding host frames first (SPEC §2.1 Init sportsbook): the page shell asks the platform for a
 * sportsbook session (the host's session cookie, or the `session` message of the embedding protocol), and once
 * the player or visitor is known, this page replaces itself with the host's `return_to` path in the frame's
 * language. A platform that does not answer in time leaves a visitor, not a frame stuck on this page.
 */
export function InitSportsbook() {
  const t = useTranslations('content.init');
  const locale = useLocale();
  const config = useSiteConfig();
  const router = useRouter();
  const returnTo = useSearchParams().get('return_to');
  const { status } = useSession();
  const settings = localeSettingsOf(config);
  const path = initTarget(returnTo);
  const target =
    splitLocaleFromPath(path, settings.locales).locale === undefined
      ? localizeHref(path, locale, settings)
      : path;
  const ready = status === 'logged_in' || status === 'not_logged_in';

  useEffect(() => {
    if (ready) {
      router.replace(target);
      return;
    }
    const timer = window.setTimeout(() => router.replace(target), INIT_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [ready, router, target]);

  return (
    <section className={styles.page} aria-labelledby="init-title">
      <span className={styles.spinner} aria-hidden="true" />
      <h1 id="init-title" className={styles.title}>
        {t('title')}
      </h1>
      <p role="status" className={styles.status}>
        {ready ? t('ready') : t('preparing')}
      </p>
      <a className={styles.link} href={target}>
        {t('continue')}
      </a>
    </section>
  );
}
