'use client';

import type { Sport } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { sportPath } from '@/platform/navigation/sections';
import { useSports } from '../api/get-sports';
import { SportIcon } from './sport-icon';
import styles from './sport-tiles.module.css';

function TileGroup({ title, sports }: { title: string; sports: Sport[] }) {
  if (sports.length === 0) return null;
  return (
    <section className={styles.group} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.grid}>
        {sports.map((sport) => (
          <li key={sport.id}>
            <LocalizedLink href={sportPath(sport.key)} className={styles.tile}>
              <span className={styles.mark} aria-hidden="true">
                <SportIcon sport={sport} size={22} />
              </span>
              <span className={styles.name}>{sport.name}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page's welcome and its sports, regular sports first and cybersport apart. */
export function SportTiles() {
  const t = useTranslations();
  const { data: sports, isPending, isError } = useSports();
  if (isPending)
    return (
      <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('common.loading')} />
    );
  if (isError) {
    return (
      <p role="alert" className={styles.error}>
        {t('catalogue.sportsUnavailable')}
      </p>
    );
  }
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.title}>
          {t('home.title')}
        </h1>
        <p className={styles.lead}>{t('home.lead', { count: sports.length })}</p>
      </section>
      <TileGroup
        title={t('catalogue.popularSports')}
        sports={sports.filter((sport) => sport.type === 'regular')}
      />
      <TileGroup
        title={t('catalogue.cyberSports')}
        sports={sports.filter((sport) => sport.type === 'cyber')}
      />
    </>
  );
}
