'use client';

import { isLiveStatus } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useSports, useTournaments } from '@/features/catalogue';
import { MatchList, useMatches } from '@/features/events';
import { ListSkeleton, PageTitle, pageMatchFilters } from '@/features/league';
import { useLiveUpdates } from '@/features/odds';
import { useCatalogueLang } from '@/platform/i18n/catalogue-lang';
import { SportFilter } from './sport-filter';
import styles from './live-view.module.css';

const ALL = 'all';

/**
 * The live page: every match under way, a block per sport (in the catalogue's sport order) grouped by league,
 * with a filter chip per sport showing how many of its matches are live. The list is the same cache entry the
 * updates channel patches, so scores, clocks and odds move without a reload.
 */
export function LiveView() {
  const t = useTranslations('events');
  const lang = useCatalogueLang();
  const { data: list, isPending, isError } = useMatches(pageMatchFilters.live());
  // A match that ends while the page is open leaves the list when its status event arrives.
  const matches = useMemo(() => (list ?? []).filter((match) => isLiveStatus(match.status)), [list]);
  const { data: sports = [] } = useSports();
  const { data: leagues } = useTournaments({});
  const [selected, setSelected] = useState<string>(ALL);
  useLiveUpdates();

  const bySport = useMemo(() => {
    const groups = sports
      .map((sport) => ({
        sport,
        matches: matches.filter((match) => match.tournament.sport.id === sport.id),
      }))
      .filter((group) => group.matches.length > 0);
    return groups;
  }, [sports, matches]);
  const shown = selected === ALL ? bySport : bySport.filter((group) => group.sport.key === selected);

  return (
    <section aria-labelledby="page-title">
      <PageTitle title={t('liveTitle')} eyebrow={t('liveCount', { count: matches.length })} />
      {isPending ? (
        <ListSkeleton label={t('loading')} />
      ) : isError ? (
        <p role="alert" className={styles.empty}>
          {t('unavailable')}
        </p>
      ) : matches.length === 0 ? (
        <p className={styles.empty}>{t('noLiveMatches')}</p>
      ) : (
        <>
          <SportFilter
            label={t('sports')}
            allLabel={t('allSports')}
            options={bySport.map((group) => ({
              key: group.sport.key,
              label: group.sport.name,
              lang,
              count: group.matches.length,
            }))}
            total={matches.length}
            selected={selected}
            onSelect={setSelected}
          />
          {shown.map((group) => (
            <section
              key={group.sport.id}
              aria-labelledby={`live-${group.sport.key}`}
              className={styles.sport}
            >
              <h2 id={`live-${group.sport.key}`} className={styles.heading}>
                <span lang={lang}>{group.sport.name}</span>{' '}
                <span className={styles.count}>{group.matches.length}</span>
              </h2>
              <MatchList matches={group.matches} leagues={leagues} />
            </section>
          ))}
        </>
      )}
    </section>
  );
}
