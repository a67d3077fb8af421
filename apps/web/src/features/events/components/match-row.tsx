'use client';

import { isLiveStatus } from '@sportsbook/contract/refs';
import type { Match } from '@sportsbook/contract';
import { useFormatter, useTranslations } from 'next-intl';
import { memo } from 'react';
import { SlipOddsButton } from '@/features/betslip';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { LiveClock } from './live-clock';
import { useMatchRowExtra } from './match-row-extra';
import { TeamCrest } from './team-crest';
import { columnLabels } from './column-labels';
import styles from './match-row.module.css';
import { useCatalogueLang } from '@/platform/i18n/catalogue-lang';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/** The page of a match: `/[sport]/[match slug]` (SPEC §2.1). */
export function matchHref(match: Pick<Match, 'slug' | 'tournament'>): string {
  return `/${match.tournament.sport.key}/${match.slug}`;
}

function StartTime({ match }: { match: Match }) {
  const format = useFormatter();
  // The kick-off time in the site's time pattern; the day stays short (the row has no room for a year).
  const siteDate = useSiteDateFormat();
  const start = new Date(match.start_time);
  return (
    <time dateTime={match.start_time} className={styles.start}>
      <span>{format.dateTime(start, { day: '2-digit', month: '2-digit' })}</span>
      <span className={styles.hour}>{siteDate(start, 'time')}</span>
    </time>
  );
}

function MatchRowView({ match, outcomeColumns }: { match: Match; outcomeColumns: number }) {
  const t = useTranslations('events');
  const lang = useCatalogueLang();
  const live = isLiveStatus(match.status);
  const score = match.statistics.total_score;
  const market = match.main_market;
  const href = matchHref(match);
  const name = `${match.competitors.home.name} – ${match.competitors.away.name}`;
  const Extra = useMatchRowExtra();

  return (
    <div
      className={styles.row}
      data-live={live || undefined}
      data-extra={Extra ? true : undefined}
      data-testid="match-row"
      data-match-id={match.id}
    >
      <div className={styles.when}>
        {live ? (
          <>
            <span className={styles.liveBadge}>{t('live')}</span>
            {match.statistics.clock ? (
              // NOTE: the box, not the clock, is the flex item: the clock, sized by it, lays out alone when
              // its text moves each second (a flex item is laid out with its container, and so the board).
              <span className={styles.clockBox}>
                <LiveClock clock={match.statistics.clock} className={styles.clock} />
              </span>
            ) : (
              <span className={styles.stage}>{match.stage ? t('inPlay') : null}</span>
            )}
          </>
        ) : (
          <StartTime match={match} />
        )}
      </div>
      {Extra ? (
        <div className={styles.extra}>
          <Extra match={match} />
        </div>
      ) : null}
      {/* Named by what it shows (WCAG 2.5.3): the team names and scores, with a dash heard between the
          teams; the crests are drawn, not written, so speech input matches the words on screen. */}
      <LocalizedLink href={href} className={styles.teams} prefetch={false}>
        {(['home', 'away'] as const).map((side) => (
          <span key={side} className={styles.team}>
            <TeamCrest name={match.competitors[side].name} logo={match.competitors[side].logo} size={18} />
            <span className={styles.teamName} lang={lang} data-testid="team-name">
              {match.competitors[side].name}
            </span>
            {score ? (
              <>
                {' '}
                <span className={styles.score}>{score[side]}</span>
              </>
            ) : null}
            {side === 'home' ? (
              <>
                {' '}
                <span className="visually-hidden">–</span>{' '}
              </>
            ) : null}
          </span>
        ))}
      </LocalizedLink>
      <div
        className={styles.odds}
        style={{ ['--outcome-columns' as string]: outcomeColumns }}
        role="group"
        aria-label={market ? `${name}: ${market.name}` : name}
      >
        {market
          ? market.outcomes.map((outcome, index) => (
              // NOTE: the cell, not the button, is the grid item: a grid item is laid out with its grid, so a
              // new price in a button that was one laid out the whole board (issue 25).
              <div key={outcome.id} className={styles.cell}>
                <SlipOddsButton
                  match={match}
                  matchId={match.id}
                  market={market}
                  outcome={outcome}
                  compact
                  fixedBox
                  shortLabel={columnLabels(market.outcomes.length)[index]}
                />
              </div>
            ))
          : Array.from({ length: outcomeColumns }, (_, index) => (
              <span key={index} className={styles.noOdds} aria-hidden="true">
                –
              </span>
            ))}
      </div>
      <LocalizedLink
        href={href}
        className={styles.more}
        prefetch={false}
        aria-label={t('allMarkets', { count: match.available_markets_count, match: name })}
      >
        +{match.available_markets_count}
      </LocalizedLink>
    </div>
  );
}

/**
 * One match in a list: start time or live clock, the teams with their score, the main market's odds and a link
 * to every market. The teams are the link to the match; the odds are buttons beside it, never inside it.
 * Memoized: a live event gives only its match a new object (the cache patch shares the rest), so a list
 * re-renders just that row; odds moves reach the buttons through the odds store, not through the row.
 */
export const MatchRow = memo(MatchRowView);
