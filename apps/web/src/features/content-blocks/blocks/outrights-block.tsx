'use client';

import type { ContentBlock, Outright } from '@sportsbook/contract';
import { useFormatter, useTranslations } from 'next-intl';
import { OddsButton } from '@/features/odds';
import { ListSkeleton } from '@/features/league';
import { useOutrights } from '../api/get-outrights';
import { BlockSection } from './block-section';
import styles from './blocks.module.css';

/** How many selections of an outright's first market a card shows: the favourites, shortest odds first. */
const SHOWN_SELECTIONS = 6;

function OutrightCard({ outright }: { outright: Outright }) {
  const format = useFormatter();
  const market = outright.markets[0];
  return (
    <article className={styles.outright} aria-label={outright.name}>
      <header className={styles.outrightHeader}>
        <span className={styles.outrightName}>{outright.name}</span>
        <time dateTime={outright.end_date} className={styles.outrightDate}>
          {format.dateTime(new Date(outright.end_date), { day: '2-digit', month: 'short' })}
        </time>
      </header>
      {market ? (
        <div className={styles.outrightGrid} role="group" aria-label={`${outright.name}: ${market.name}`}>
          {[...market.outcomes]
            .sort((a, b) => a.odds - b.odds)
            .slice(0, SHOWN_SELECTIONS)
            .map((outcome) => (
              <OddsButton key={outcome.id} matchId={outright.id} market={market} outcome={outcome} />
            ))}
        </div>
      ) : null}
    </article>
  );
}

/** Open outrights (league winners and the like) with the prices of their first market. */
export function OutrightsBlock({ block }: { block: Extract<ContentBlock, { type: 'outrights' }> }) {
  const t = useTranslations('blocks');
  const outrights = useOutrights({
    ...(block.sport_key ? { sport_key: block.sport_key } : {}),
    limit: block.limit,
  });
  const title = t('titles.outrights');
  return (
    <BlockSection id={block.id} title={title}>
      {outrights.isPending ? (
        <ListSkeleton label={t('loading', { title })} rows={3} />
      ) : outrights.isError ? (
        <p className={styles.note} role="alert">
          {t('unavailable')}
        </p>
      ) : outrights.data.length === 0 ? (
        <p className={styles.note}>{t('empty.outrights')}</p>
      ) : (
        <div className={styles.outrights}>
          {outrights.data.map((outright) => (
            <OutrightCard key={outright.id} outright={outright} />
          ))}
        </div>
      )}
    </BlockSection>
  );
}
