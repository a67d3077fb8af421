'use client';

import { useTranslations } from 'next-intl';
import { useMatch, useMatchMarkets } from '@/features/events';
import { FavouriteToggle } from '@/features/favorites';
import { useLiveMarkets } from '@/features/odds';
import { useCatalogueLang } from '@/platform/i18n/catalogue-lang';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { useSectionSwitches } from '@/platform/session';
import { MarketGroups } from './market-groups';
import { Scoreboard } from './scoreboard';
import { StatisticsPanel } from './statistics-panel';
import { useBetBuilderOffered } from './use-bet-builder-offered';
import { VideoPanel } from './video-panel';
import styles from './match-view.module.css';

/**
 * The match page: breadcrumbs, the scoreboard, every market group as a tab (the bet builder too, as the last
 * tab), and beside them the video (when the match has one and video is switched on) and the statistics. Match and markets are hydrated
 * from the server's prefetch; the match channel keeps them live. Nothing above the markets appears after the
 * first paint (issue 4: CLS < 0.05): late content loads inside tabs or into space reserved for it.
 */
export function MatchView({ matchId }: { matchId: number }) {
  const t = useTranslations('match');
  const { data: match } = useMatch(matchId);
  const { data: markets, isPending, isError } = useMatchMarkets(matchId);
  useLiveMarkets(matchId, { markets });
  const betBuilder = useBetBuilderOffered(match);
  const lang = useCatalogueLang();
  // The operator's video switch (SPEC §3 Settings) hides the video of every match.
  const { video } = useSectionSwitches();
  if (!match) return null;
  const sport = match.tournament.sport;
  return (
    <article className={styles.page} aria-labelledby="page-title">
      <div className={styles.head}>
        <nav aria-label={t('breadcrumbs')} className={styles.crumbs}>
          <LocalizedLink href={`/${sport.key}`} lang={lang}>
            {sport.name}
          </LocalizedLink>
          <span aria-hidden="true">/</span>
          <LocalizedLink href={`/${sport.key}/${match.tournament.slug}`} lang={lang}>
            {match.tournament.name}
          </LocalizedLink>
        </nav>
        <FavouriteToggle
          id={match.id}
          name={`${match.competitors.home.name} – ${match.competitors.away.name}`}
        />
      </div>
      <h1 id="page-title" className="visually-hidden" lang={lang}>
        {match.competitors.home.name} – {match.competitors.away.name}
      </h1>
      <Scoreboard match={match} />
      <div className={styles.columns}>
        <div className={styles.markets}>
          {isPending ? (
            <div className={styles.skeleton} role="status" aria-busy="true" aria-label={t('loading')} />
          ) : isError ? (
            <p role="alert" className={styles.error}>
              {t('marketsUnavailable')}
            </p>
          ) : (
            <MarketGroups matchId={match.id} markets={markets} match={match} betBuilder={betBuilder} />
          )}
        </div>
        <aside className={styles.side} aria-label={t('matchInfo')}>
          {match.has_video && video ? <VideoPanel matchId={match.id} /> : null}
          <StatisticsPanel matchId={match.id} />
        </aside>
      </div>
    </article>
  );
}
