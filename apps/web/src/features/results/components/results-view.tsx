'use client';

import { MatchStatus } from '@sportsbook/contract/refs';
import { useMemo } from 'react';
import { groupByLeague, useMatches } from '@/features/events';
import { DayByDayView, DayListState } from '@/features/schedule';
import type { DayWindow } from '@/features/schedule';
import { ResultRow } from './result-row';
import styles from './results-view.module.css';

/** How many days back the results reach. */
export const RESULT_DAYS = 7;

function DayResults({ day, sportKey }: { day: DayWindow; sportKey: string | null }) {
  const matches = useMatches({
    type: 'match',
    match_status: [MatchStatus.finished],
    sort_by: 'start_time',
    start_from: day.from,
    start_to: day.to,
    ...(sportKey ? { sport_key: sportKey } : {}),
  });
  const groups = useMemo(() => groupByLeague(matches.data ?? []), [matches.data]);
  return (
    <DayListState namespace="results" query={matches} isEmpty={() => groups.length === 0}>
      {() => (
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.league.id} className={styles.group} aria-label={group.league.name}>
              <h2 className={styles.league}>
                <span className={styles.sport}>{group.league.sport.name}</span>
                {group.league.name}
              </h2>
              <ol className={styles.rows}>
                {group.matches.map((match) => (
                  <ResultRow key={match.id} match={match} />
                ))}
              </ol>
            </section>
          ))}
        </div>
      )}
    </DayListState>
  );
}

/** The Results page (SPEC §2.1): finished matches with final and period scores, day by day, by sport. */
export function ResultsView() {
  return (
    <DayByDayView namespace="results" days={-RESULT_DAYS}>
      {(day, sportKey) => <DayResults day={day} sportKey={sportKey} />}
    </DayByDayView>
  );
}
