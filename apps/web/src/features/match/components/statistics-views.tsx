'use client';

import { useTranslations } from 'next-intl';
import type { MatchStatisticsView, StatisticsData } from '@sportsbook/contract';
import panelStyles from './side-panel.module.css';
import styles from './statistics-views.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

function Timeline({ data }: { data: StatisticsData<'timeline'> }) {
  const t = useTranslations('match.events');
  if (data.events.length === 0) return <p className={panelStyles.empty}>{t('none')}</p>;
  return (
    <ol className={styles.timeline}>
      {data.events.map((event, index) => (
        <li key={index} className={styles.event} data-side={event.side}>
          <span className={styles.minute}>{event.minute}&apos;</span>
          <span className={styles.kind} data-kind={event.type}>
            {t.has(event.type) ? t(event.type) : event.type.replaceAll('_', ' ')}
          </span>
          <span className={styles.player}>{event.player}</span>
          {event.score ? (
            <span className={styles.after}>
              {event.score.home}:{event.score.away}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

function Lineups({ data }: { data: StatisticsData<'lineups'> }) {
  return (
    <div className={styles.lineups}>
      {[data.home, data.away].map((lineup) => (
        <section key={lineup.team.id} aria-label={lineup.team.name}>
          <h3 className={styles.team}>{lineup.team.name}</h3>
          <ul className={styles.players}>
            {lineup.starters.map((player) => (
              <li key={`${player.number}-${player.name}`}>
                <span className={styles.number}>{player.number}</span> {player.name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function HeadToHead({ data }: { data: StatisticsData<'head-to-head'> }) {
  const siteDate = useSiteDateFormat();
  return (
    <ul className={styles.meetings}>
      {data.meetings.map((meeting) => (
        <li key={meeting.date} className={styles.meeting}>
          <time dateTime={meeting.date} className={styles.date}>
            {siteDate(meeting.date, 'date')}
          </time>
          <span className={styles.home}>{meeting.home.name}</span>
          <strong className={styles.result}>
            {meeting.score.home}:{meeting.score.away}
          </strong>
          <span>{meeting.away.name}</span>
        </li>
      ))}
    </ul>
  );
}

function Standings({ data }: { data: StatisticsData<'standings'> }) {
  const t = useTranslations('match.standings');
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">{t('team')}</th>
          <th scope="col" title={t('played')}>
            {t('playedShort')}
          </th>
          <th scope="col">{t('goals')}</th>
          <th scope="col" title={t('points')}>
            {t('pointsShort')}
          </th>
        </tr>
      </thead>
      <tbody>
        {data.table.map((row) => (
          <tr key={row.team.id} data-highlighted={data.highlighted.includes(row.team.id) || undefined}>
            <td>{row.position}</td>
            <th scope="row">{row.team.name}</th>
            <td>{row.played}</td>
            <td>
              {row.scored}:{row.conceded}
            </td>
            <td>
              <strong>{row.points}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One statistics view, laid out for its kind. */
export function StatisticsView({ view }: { view: MatchStatisticsView }) {
  switch (view.type) {
    case 'timeline':
      return <Timeline data={view.data} />;
    case 'lineups':
      return <Lineups data={view.data} />;
    case 'head-to-head':
      return <HeadToHead data={view.data} />;
    case 'standings':
      return <Standings data={view.data} />;
  }
}
