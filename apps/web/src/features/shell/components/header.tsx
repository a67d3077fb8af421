'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { HeaderAccount } from '@/features/account';
import { SearchButton } from '@/features/search';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { HEADER_SECTIONS } from '@/platform/navigation/sections';
import { useSiteConfig } from '@/platform/site/site-provider';
import { LanguageSwitcher } from './language-switcher';
import styles from './header.module.css';

/** The page header: brand, the main sections and the language menu. */
export function Header() {
  const t = useTranslations();
  const config = useSiteConfig();
  const pathname = usePathname();

  return (
    <header className={styles.header}>
      <LocalizedLink href="/" className={styles.brand} aria-label={config.name}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the logo is an operator's SVG, any origin */}
        <img src={config.logo.src} alt="" width={config.logo.width} height={config.logo.height} />
      </LocalizedLink>
      <nav aria-label={t('common.mainNavigation')} className={styles.nav}>
        <ul className={styles.sections}>
          {HEADER_SECTIONS.map((section) => (
            <li key={section.key}>
              <LocalizedLink
                href={section.path}
                className={styles.section}
                activeWhen={(href) => (section.path === '/' ? pathname === href : pathname.startsWith(href))}
              >
                {section.key === 'in_play' ? <span className={styles.liveDot} aria-hidden="true" /> : null}
                {t(`sections.${section.key}`)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.actions}>
        <SearchButton />
        <LanguageSwitcher />
        <HeaderAccount />
      </div>
    </header>
  );
}
