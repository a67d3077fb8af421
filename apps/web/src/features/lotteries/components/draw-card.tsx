'use client';

import { MatchStatus } from '@sportsbook/contract/refs';
import type { Market } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { matchHref } from '@/features/events';
import { SlipOddsButton } from '@/features/betslip';
import { Countdown } from '@/features/schedule';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { Balls } from './balls';
import type { Draw } from './draws';
import styles from './lotteries-view.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

function MarketPrices({ draw, market }: { draw: Draw; market: Market }) {
  return (
    <div className={styles.market} role="group" aria-label={`${draw.competitors.away.name}: ${market.name}`}>
      <span className={styles.marketName}>{market.name}</span>
      <div className={styles.prices}>
        {market.outcomes.map((outcome) => (
          <SlipOddsButton key={outcome.id} match={draw} matchId={draw.id} market={market} outcome={outcome} />
        ))}
      </div>
    </div>
  );
}

/** A lottery's next draw: when (with a countdown), the pool, its main markets, and the draws after it. */
export function DrawCard({ draw, later }: { draw: Draw; later: readonly Draw[] }) {
  const t = useTranslations('lotteries');
  const siteDate = useSiteDateFormat();
  const details = draw.draw;
  const live = draw.status === MatchStatus.live;
  const markets = [draw.main_market, draw.secondary_market].filter(
    (market): market is Market => market !== null,
  );
  return (
    <article className={styles.card} aria-labelledby={`draw-${draw.id}`} data-testid="draw-card">
      <header className={styles.cardHeader}>
        <div>
          <h3 id={`draw-${draw.id}`} className={styles.lottery}>
            {draw.competitors.home.name}
          </h3>
          <p className={styles.meta}>
            {draw.competitors.away.name} · {t('pool', { drawn: details.drawn, pool: details.pool })}
          </p>
        </div>
        <div className={styles.when}>
          {live ? (
            <span className={styles.live}>{t('drawing')}</span>
          ) : (
            <Countdown at={details.draws_at} className={styles.countdown} />
          )}
          <time dateTime={details.draws_at} className={styles.meta}>
            {siteDate(details.draws_at, 'time')}
          </time>
        </div>
      </header>
      {live && details.numbers ? <Balls numbers={details.numbers} label={t('drawnSoFar')} /> : null}
      {markets.map((market) => (
        <MarketPrices key={market.id} draw={draw} market={market} />
      ))}
      <footer className={styles.cardFooter}>
        {later.length > 0 ? (
          <span className={styles.meta}>
            {t('later')}{' '}
            {later
              .map((next) => {
                const at = new Date(next.start_time);
                // NOTE: daily lotteries draw at the same hour each day; the date tells those draws apart.
                const sameDay = at.toDateString() === new Date(details.draws_at).toDateString();
                return siteDate(at, sameDay ? 'time' : 'dateTime');
              })
              .join(' · ')}
          </span>
        ) : (
          <span />
        )}
        <LocalizedLink href={matchHref(draw)} className={styles.allMarkets} prefetch={false}>
          {t('allMarkets', { count: draw.available_markets_count })}
        </LocalizedLink>
      </footer>
    </article>
  );
}
