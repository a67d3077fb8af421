'use client';

import { isFinishedStatus, isLiveStatus } from '@sportsbook/contract/refs';
import type { Match } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { LiveClock, TeamCrest } from '@/features/events';
import { useCatalogueLang } from '@/platform/i18n/catalogue-lang';
import styles from './scoreboard.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

type Side = 'home' | 'away';

function Team({ match, side }: { match: Match; side: Side }) {
  const t = useTranslations('match');
  const competitor = match.competitors[side];
  const serving = match.statistics.current_server === side;
  const lang = useCatalogueLang();
  return (
    <div className={styles.team} data-side={side}>
      <TeamCrest name={competitor.name} logo={competitor.logo} size={48} />
      <span className={styles.teamName}>
        <span lang={lang}>{competitor.name}</span>
        {serving ? (
          <span className={styles.serving} title={t('serving')} data-testid="serving-marker">
            <span className="visually-hidden">{t('serving')}</span>
          </span>
        ) : null}
      </span>
    </div>
  );
}

/**
 * The match header: both teams (logos or generated crests), the score with the running clock, stoppage time
 * and stage, the serving player, and the score of each period. Before kick-off it shows the start time.
 */
export function Scoreboard({ match }: { match: Match }) {
  const t = useTranslations('match');
  const siteDate = useSiteDateFormat();
  const lang = useCatalogueLang();
  const { statistics: stats } = match;
  const live = isLiveStatus(match.status);
  const started = live || isFinishedStatus(match.status) || stats.total_score !== null;
  const stage = match.stage
    ? t.has(`stages.${match.stage}`)
      ? t(`stages.${match.stage}`)
      : match.stage
    : null;
  return (
    <section className={styles.board} aria-label={t('scoreboard')} data-live={live || undefined}>
      <Team match={match} side="home" />
      <div className={styles.center}>
        {started && stats.total_score ? (
          // NOTE: a picture of the score with its words ('Score 1 to 0'), not a paragraph: its large bold digits
          // read as a heading to a paragraph-as-heading check.
          <div className={styles.score} role="img" aria-label={t('score', stats.total_score)}>
            <span data-testid="score-home">{stats.total_score.home}</span>
            <span>:</span>
            <span data-testid="score-away">{stats.total_score.away}</span>
          </div>
        ) : (
          <p className={styles.kickoff}>
            <time dateTime={match.start_time}>{siteDate(match.start_time, 'dateTime')}</time>
          </p>
        )}
        <p className={styles.status}>
          {live ? <span className={styles.live}>{t('live')}</span> : null}
          {isFinishedStatus(match.status) ? <span>{t('finished')}</span> : null}
          {stage ? <span data-testid="match-stage">{stage}</span> : null}
          {live && stats.clock ? <LiveClock clock={stats.clock} className={styles.clock} /> : null}
        </p>
        {stats.game_score ? (
          <p className={styles.game} aria-label={t('gameScore', stats.game_score)}>
            {stats.game_score.home} – {stats.game_score.away}
          </p>
        ) : null}
      </div>
      <Team match={match} side="away" />
      {stats.period_scores.length > 0 ? (
        <table className={styles.periods}>
          <caption className="visually-hidden">{t('periodScores')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">{t('team')}</span>
              </th>
              {stats.period_scores.map((period) => (
                <th key={period.period_key} scope="col" title={period.name}>
                  {period.number}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row" lang={lang}>
                  {match.competitors[side].name}
                </th>
                {stats.period_scores.map((period) => (
                  <td key={period.period_key}>{period[side]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
