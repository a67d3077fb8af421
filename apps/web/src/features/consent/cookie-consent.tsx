'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Button } from '@/ui';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_DAYS, cookieString, ensureDeviceId, readCookie } from './cookies';
import styles from './cookie-consent.module.css';

/**
 * The cookie notice (SPEC §2.5): shown until the visitor accepts, never closes by itself; the answer is kept
 * for 365 days. Also makes sure the browser has its device id (SPEC §9).
 */
export function CookieConsent() {
  const t = useTranslations('consent');
  const { privacy_url: privacyUrl } = useSiteConfig();
  // NOTE: hidden until mounted: the cookie is only readable in the browser, and a server-drawn notice would
  // flash for visitors who already accepted.
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    ensureDeviceId();
    setVisible(readCookie(document.cookie, CONSENT_COOKIE) === null);
  }, []);

  if (!visible) return null;

  return (
    <section className={styles.notice} aria-label={t('label')}>
      <p className={styles.text}>
        {t('text')}{' '}
        <a href={privacyUrl} className={styles.link}>
          {t('privacy')}
        </a>
      </p>
      <Button
        size="sm"
        onClick={() => {
          document.cookie = cookieString(CONSENT_COOKIE, 'accepted', CONSENT_MAX_AGE_DAYS);
          setVisible(false);
        }}
      >
        {t('accept')}
      </Button>
    </section>
  );
}
