'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { useSiteConfig } from '@/platform/site/site-provider';
import { Button } from '@/ui';
import { CONSENT_COOKIE, ensureDeviceId, giveConsent, readCookie } from './cookies';
import styles from './cookie-consent.module.css';

/**
 * The cookie notice (SPEC §2.5): shown until the visitor accepts, never closes by itself; the answer is kept
 * for 365 days. Also makes sure the browser has its device id (SPEC §9). `acceptedOnServer`: whether the
 * request carried the consent cookie.
 */
export function CookieConsent({ acceptedOnServer }: { acceptedOnServer: boolean }) {
  const t = useTranslations('consent');
  const { privacy_url: privacyUrl } = useSiteConfig();
  // NOTE: the server draws the notice when the request had no consent cookie, so it is part of the first paint
  // (on a phone it is the largest text of the screen: drawn only after hydration it was the pages' LCP) and never
  // flashes for visitors who accepted. The browser checks its own cookie again once mounted.
  const [visible, setVisible] = useState(!acceptedOnServer);

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
        // The notice is drawn by the server and is what a phone shows first: a tap on it before hydration is kept
        // and replayed once the page is live (decision 0029), not lost.
        {...earlyTap('cookie-consent')}
        onClick={() => {
          giveConsent();
          setVisible(false);
        }}
      >
        {t('accept')}
      </Button>
    </section>
  );
}
