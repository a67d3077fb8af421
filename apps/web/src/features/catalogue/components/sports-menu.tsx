'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { useSports } from '../api/get-sports';
import { sportMonogram } from './sport-badge';
import styles from './sports-menu.module.css';

/** The sport list side menu: every sport of the catalogue, by priority, as links to its page. */
export function SportsMenu() {
  const t = useTranslations();
  const pathname = usePathname();
  const { data: sports, isPending, isError } = useSports();

  return (
    <nav aria-label={t('common.sports')} className={styles.menu}>
      <h2 className={styles.heading}>{t('common.allSports')}</h2>
      {isPending ? (
        <div aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, index) => (
            <div key={index} className={styles.skeleton} />
          ))}
        </div>
      ) : isError ? (
        <p className={styles.error} role="alert">
          {t('catalogue.sportsUnavailable')}
        </p>
      ) : (
        <ul className={styles.list}>
          {sports.map((sport) => (
            <li key={sport.id}>
              <LocalizedLink
                href={`/${sport.key}`}
                className={styles.link}
                activeWhen={(href) => pathname === href || pathname.startsWith(`${href}/`)}
              >
                <span className={styles.icon} aria-hidden="true">
                  {sportMonogram(sport)}
                </span>
                {sport.name}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
