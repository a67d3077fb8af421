'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useParams, usePathname } from 'next/navigation';
import { OddsTypeSelect } from '@/features/odds';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { sportPath } from '@/platform/navigation/sections';
import { countsOf, useCounters } from '../api/get-counters';
import { useSports } from '../api/get-sports';
import { SportTree } from './sport-tree';
import { SportIcon } from './sport-icon';
import styles from './sports-menu.module.css';
import { useCatalogueLang } from '@/platform/i18n/catalogue-lang';

/**
 * The sport list side menu: every sport by priority with its live and event counts (`POST /counters`), the
 * current sport opened to its categories and leagues.
 */
export function SportsMenu({ onNavigate }: { onNavigate?: () => void }) {
  const t = useTranslations();
  const pathname = usePathname();
  const params = useParams<{ sport?: string }>();
  const { data: sports, isPending, isError } = useSports();
  const { data: counters } = useCounters();
  // The menu can be on the page twice (side column and the phone sheet): ids stay unique per instance.
  const idBase = useId();
  const lang = useCatalogueLang();

  return (
    <nav aria-label={t('common.sports')} className={styles.menu}>
      {/* NOTE: not a heading: the side column comes before the page in the document, and its heading came
          before the page's h1 (issue 15); the nav landmark names the menu. */}
      <p className={styles.heading}>{t('common.allSports')}</p>
      {isPending ? (
        <div role="status" aria-busy="true" aria-label={t('common.loading')}>
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
          {sports.map((sport) => {
            const counts = countsOf(counters?.sports, sport.id);
            const current = params.sport === sport.key;
            return (
              <li key={sport.id}>
                <LocalizedLink
                  href={sportPath(sport.key)}
                  className={styles.link}
                  onClick={onNavigate}
                  aria-describedby={counters ? `${idBase}-counts-${sport.id}` : undefined}
                  activeWhen={(href) => pathname === href || pathname.startsWith(`${href}/`)}
                >
                  <span className={styles.icon} aria-hidden="true">
                    <SportIcon sport={sport} size={18} />
                  </span>
                  <span className={styles.name} lang={lang}>
                    {sport.name}
                  </span>
                  {counters ? (
                    <span className={styles.counts} aria-hidden="true">
                      {counts.live > 0 ? <span className={styles.live}>{counts.live}</span> : null}
                      <span className={styles.total}>{counts.gamesCount}</span>
                    </span>
                  ) : null}
                </LocalizedLink>
                {counters ? (
                  // NOTE: the counts describe the link rather than name it, so the link's name stays the sport's.
                  <span id={`${idBase}-counts-${sport.id}`} className="visually-hidden">
                    {t('catalogue.liveCount', { count: counts.live })},{' '}
                    {t('catalogue.eventCount', { count: counts.gamesCount })}
                  </span>
                ) : null}
                {current ? (
                  <SportTree sportKey={sport.key} counters={counters} onNavigate={onNavigate} />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {/* NOTE: the odds format sits with the sport list, so the phone's sports sheet offers it too. */}
      <OddsTypeSelect className={styles.oddsType} />
    </nav>
  );
}
