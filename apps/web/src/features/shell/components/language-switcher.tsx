'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { languageIconUrl } from '@/platform/i18n/language-icon';
import { switchLocaleHref } from '@/platform/i18n/locale-rules';
import { localeSettingsOf } from '@/platform/site/locale-settings';
import { useSiteConfig } from '@/platform/site/site-provider';
import { MenuContent, MenuItem, MenuRoot, MenuTrigger } from '@/ui';
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
  const [currentUrl, setCurrentUrl] = useState<string | null>(null);

  function onOpenChange(open: boolean) {
    // NOTE: the hash never reaches the server, so the links are built from the live address when opened.
    setCurrentUrl(open ? window.location.href : null);
  }

  const current = config.locales.find((item) => item.code === locale);

  return (
    <MenuRoot open={currentUrl !== null} onOpenChange={onOpenChange}>
      <MenuTrigger className={styles.trigger}>
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
        <span className={styles.code}>{(current?.code ?? locale).toUpperCase()}</span>
      </MenuTrigger>
      {currentUrl ? (
        <MenuContent align="end">
          {config.locales.map((item) => (
            <MenuItem key={item.code} asChild>
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
                <LanguageIcon src={languageIconUrl(config.language_icons_path, item.code)} />
                {item.nameInLocale}
              </a>
            </MenuItem>
          ))}
        </MenuContent>
      ) : null}
    </MenuRoot>
  );
}

/** A language's icon from the site's CDN path; decorative, since the language's name follows it. */
function LanguageIcon({ src }: { src: string | null }) {
  if (!src) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a 24 px icon of a CDN the site names; no resizing to do
  return <img src={src} alt="" width={24} height={16} className={styles.icon} loading="lazy" />;
}
