'use client';

import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { TeamCrest, matchHref } from '@/features/events';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import styles from './results-view.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** A finished match: kick-off time, the teams, the final score with the winner marked, and period scores. */
export function ResultRow({ match }: { match: Match }) {
  const t = useTranslations('results');
  const siteDate = useSiteDateFormat();
  const score = match.statistics.total_score;
  const winner = score ? (score.home > score.away ? 'home' : score.away > score.home ? 'away' : null) : null;
  const periods = match.statistics.period_scores;
  return (
    <li className={styles.row} data-testid="result-row">
      <time dateTime={match.start_time} className={styles.time}>
        {siteDate(match.start_time, 'time')}
      </time>
      {/* Named by what it shows (WCAG 2.5.3), like a match row: teams and scores, a dash heard between. */}
      <LocalizedLink href={matchHref(match)} className={styles.teams} prefetch={false}>
        {(['home', 'away'] as const).map((side) => (
          <span key={side} className={styles.team} data-winner={winner === side || undefined}>
            <TeamCrest name={match.competitors[side].name} logo={match.competitors[side].logo} size={16} />
            <span className={styles.teamName}>{match.competitors[side].name}</span>{' '}
            <span className={styles.score}>{score ? score[side] : '–'}</span>
            {side === 'home' ? (
              <>
                {' '}
                <span className="visually-hidden">–</span>{' '}
              </>
            ) : null}
          </span>
        ))}
      </LocalizedLink>
      {periods.length > 0 ? (
        <span className={styles.periods} aria-label={t('periods')}>
          {periods.map((period) => (
            <span key={period.period_key} className={styles.period} title={period.name}>
              {period.home}:{period.away}
            </span>
          ))}
        </span>
      ) : null}
    </li>
  );
}
