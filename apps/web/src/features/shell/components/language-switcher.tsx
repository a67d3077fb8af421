'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { switchLocaleHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import styles from './language-switcher.module.css';

/** Cookie the middleware reads to keep the chosen language on unprefixed addresses. */
const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * The language menu: a button that opens a list of real links, one per site language. Each link is the current
 * address in that language, query and hash included (SPEC §2.1).
 */
export function LanguageSwitcher() {
  const t = useTranslations('common');
  const locale = useLocale();
  const config = useSiteConfig();
  const settings = localeSettingsOf(config);
  const [open, setOpen] = useState(false);
  const [currentUrl, setCurrentUrl] = useState<string | null>(null);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    // NOTE: the hash never reaches the server, so the links are built from the live address when opened.
    setCurrentUrl(window.location.href);
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const current = config.locales.find((item) => item.code === locale);

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" className={styles.globe} viewBox="0 0 24 24" width="16" height="16">
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>
        {/* Named 'Language EN': the word for a screen reader, then the code it shows, which speech input says
            (WCAG 2.5.3). */}
        <span className="visually-hidden">{t('language')}</span>{' '}
        <span>{(current?.code ?? locale).toUpperCase()}</span>
      </button>
      {open && currentUrl ? (
        <ul id={menuId} className={styles.menu}>
          {config.locales.map((item) => (
            <li key={item.code}>
              <a
                href={switchLocaleHref(currentUrl, item.code, settings)}
                hrefLang={item.code}
                lang={item.code}
                aria-current={item.code === locale ? 'true' : undefined}
                className={styles.option}
                onClick={() => {
                  document.cookie = `${LOCALE_COOKIE}=${item.code}; path=/; max-age=31536000; samesite=lax`;
                }}
              >
                {item.nameInLocale}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
