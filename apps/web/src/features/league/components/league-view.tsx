'use client';

import { isLiveStatus } from '@sportsbook/contract/refs';
import type { League, Match } from '@sportsbook/contract';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CategoryMark, MatchList, useMatches } from '@/features/events';
import { useLiveUpdates } from '@/features/odds';
import { pageMatchFilters } from '../api/match-filters';
import { ListSkeleton } from './list-skeleton';
import { PageTitle } from './page-title';
import styles from './match-sections.module.css';

/** Matches by the calendar day they start on (in the formatter's time zone), in list order. */
function byDay(matches: readonly Match[], dayOf: (match: Match) => string): [string, Match[]][] {
  const days = new Map<string, Match[]>();
  for (const match of matches) {
    const day = dayOf(match);
    days.set(day, [...(days.get(day) ?? []), match]);
  }
  return [...days];
}

/**
 * The league page: its live matches, then its upcoming matches under a heading per day; `children` (the
 * league's outrights) come between the title and the matches.
 */
export function LeagueView({ league, children }: { league: League; children?: ReactNode }) {
  const t = useTranslations('events');
  const format = useFormatter();
  const { data: matches, isPending, isError } = useMatches(pageMatchFilters.league(league.id));
  useLiveUpdates();
  const title = (
    <PageTitle
      title={league.name}
      eyebrow={`${league.sport.name} · ${league.category.name}`}
      mark={<CategoryMark name={league.category.name} countryCode={league.category.country_code} />}
    />
  );
  if (isPending)
    return (
      <section aria-labelledby="page-title">
        {title}
        <ListSkeleton label={t('loading')} />
      </section>
    );
  const live = (matches ?? []).filter((match) => isLiveStatus(match.status));
  const days = byDay(
    (matches ?? []).filter((match) => !isLiveStatus(match.status)),
    (match) =>
      format.dateTime(new Date(match.start_time), { weekday: 'long', day: 'numeric', month: 'long' }),
  );
  return (
    <section aria-labelledby="page-title">
      {title}
      {children}
      {isError ? (
        <p role="alert" className={styles.empty}>
          {t('unavailable')}
        </p>
      ) : null}
      {!isError && matches?.length === 0 ? <p className={styles.empty}>{t('noMatches')}</p> : null}
      {live.length > 0 ? (
        <section aria-label={t('liveNow')} className={styles.section}>
          <h2 className={styles.heading}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('liveNow')}
          </h2>
          <MatchList matches={live} leagues={[league]} />
        </section>
      ) : null}
      {days.map(([day, dayMatches]) => (
        <section key={day} aria-label={day} className={styles.section}>
          <h2 className={styles.heading}>{day}</h2>
          <MatchList matches={dayMatches} leagues={[league]} />
        </section>
      ))}
    </section>
  );
}
