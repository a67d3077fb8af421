'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { groupByLeague, useMatches } from '@/features/events';
import { ListSkeleton } from '@/features/league';
import { useLiveUpdates } from '@/features/odds';
import { DrawCard } from './draw-card';
import { isDraw, lotteryFilters } from './draws';
import { LastResults } from './last-results';
import pageStyles from '@/ui/page.module.css';
import styles from './lotteries-view.module.css';

/** The Lotteries page (SPEC §2.1): each lottery's next draw with a countdown and markets, then the last results. */
export function LotteriesView() {
  const t = useTranslations('lotteries');
  useLiveUpdates();
  const upcoming = useMatches(lotteryFilters.upcoming);
  const lotteries = useMemo(() => groupByLeague((upcoming.data ?? []).filter(isDraw)), [upcoming.data]);
  return (
    <section className={pageStyles.page} aria-labelledby="lotteries-title">
      <h1 id="lotteries-title" className={pageStyles.title}>
        {t('title')}
      </h1>
      <h2 className={styles.subtitle}>{t('nextDraws')}</h2>
      {upcoming.isPending ? (
        <ListSkeleton label={t('loading')} rows={4} />
      ) : upcoming.isError ? (
        <p className={pageStyles.note} role="alert">
          {t('unavailable')}
        </p>
      ) : lotteries.length === 0 ? (
        <p className={pageStyles.note}>{t('empty')}</p>
      ) : (
        <div className={styles.cards}>
          {lotteries.map((lottery) => (
            <DrawCard
              key={lottery.league.id}
              draw={lottery.matches[0]!}
              later={lottery.matches.slice(1, 4)}
            />
          ))}
        </div>
      )}
      <LastResults />
    </section>
  );
}
