'use client';

import { statisticsTypes } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Tabs } from '@/ui';
import { useMatchStatistics } from '../api/get-match-statistics';
import type { StatisticsType } from '../api/get-match-statistics';
import { StatisticsView } from './statistics-views';
import styles from './side-panel.module.css';

/**
 * The statistics of a match (`GET /matches/{id}/{type}`), one tab per view. A back end without statistics for
 * the match answers 404, which shows as a plain "no statistics" state rather than an error.
 */
export function StatisticsPanel({ matchId }: { matchId: number }) {
  const t = useTranslations('match');
  const [type, setType] = useState<StatisticsType>('timeline');
  const { data, isPending, isError } = useMatchStatistics(matchId, type);
  return (
    <section className={styles.panel} aria-labelledby="statistics-title">
      <h2 id="statistics-title" className={styles.title}>
        {t('statistics')}
      </h2>
      <Tabs
        label={t('statistics')}
        tabs={statisticsTypes.map((key) => ({ key, label: t(`statisticsTypes.${key}`) }))}
        selected={type}
        onSelect={setType}
      >
        <div className={styles.body}>
          {isPending ? (
            <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')} />
          ) : isError ? (
            <p className={styles.empty}>{t('statisticsUnavailable')}</p>
          ) : !data ? (
            <p className={styles.empty}>{t('noStatistics')}</p>
          ) : (
            <StatisticsView view={data} />
          )}
        </div>
      </Tabs>
    </section>
  );
}
