'use client';

import { isLiveStatus } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useTournaments } from '@/features/catalogue';
import type { TournamentFilters } from '@/features/catalogue';
import { MatchList, useMatches } from '@/features/events';
import type { MatchFilters } from '@/features/events';
import { useLiveUpdates } from '@/features/odds';
import { ListSkeleton } from './list-skeleton';
import styles from './match-sections.module.css';

/**
 * The live and the upcoming matches of a page's filters, each grouped by league. The data is prefetched on the
 * server and hydrated, so the first paint has it; afterwards real-time events patch the same cache entry.
 */
export function MatchSections({
  filters,
  leagueFilters,
}: {
  filters: MatchFilters;
  /** Which leagues to read for the league headers' categories. */
  leagueFilters: TournamentFilters;
}) {
  const t = useTranslations('events');
  const { data: matches, isPending, isError, refetch } = useMatches(filters);
  const { data: leagues } = useTournaments(leagueFilters);
  useLiveUpdates();
  if (isPending) return <ListSkeleton label={t('loading')} />;
  if (isError) {
    return (
      <div role="alert" className={styles.empty}>
        <p>{t('unavailable')}</p>
        <button type="button" className={styles.retry} onClick={() => void refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const live = matches.filter((match) => isLiveStatus(match.status));
  const upcoming = matches.filter((match) => !isLiveStatus(match.status));
  if (matches.length === 0) return <p className={styles.empty}>{t('noMatches')}</p>;
  return (
    <>
      {live.length > 0 ? (
        <section aria-labelledby="live-matches" className={styles.section}>
          <h2 id="live-matches" className={styles.heading}>
            <span className={styles.liveDot} aria-hidden="true" />
            {t('liveNow')} <span className={styles.count}>{live.length}</span>
          </h2>
          <MatchList matches={live} leagues={leagues} />
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section aria-labelledby="upcoming-matches" className={styles.section}>
          <h2 id="upcoming-matches" className={styles.heading}>
            {t('upcoming')} <span className={styles.count}>{upcoming.length}</span>
          </h2>
          <MatchList matches={upcoming} leagues={leagues} />
        </section>
      ) : null}
    </>
  );
}
