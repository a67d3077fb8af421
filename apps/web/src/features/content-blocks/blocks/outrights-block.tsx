'use client';

import type { ContentBlock, Outright } from '@sportsbook/contract';
import { useFormatter, useTranslations } from 'next-intl';
import { useDeferredValue } from 'react';
import { ListSkeleton } from '@/features/league';
import { OutrightPrices, outrightHref, useOutrights } from '@/features/outrights';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { BlockSection } from './block-section';
import styles from './blocks.module.css';
import outrightStyles from './outrights-block.module.css';

/** How many selections of an outright's first market a card shows: the favourites, shortest odds first. */
const SHOWN_SELECTIONS = 6;

function OutrightCard({ outright }: { outright: Outright }) {
  const t = useTranslations('blocks');
  const format = useFormatter();
  const market = outright.markets[0];
  return (
    <article className={outrightStyles.outright} aria-label={outright.name}>
      <header className={outrightStyles.outrightHeader}>
        <LocalizedLink
          href={outrightHref(outright)}
          className={outrightStyles.outrightName}
          prefetch={false}
          aria-label={t('outrightMarkets', { name: outright.name })}
        >
          {outright.name}
        </LocalizedLink>
        <time dateTime={outright.end_date} className={outrightStyles.outrightDate}>
          {format.dateTime(new Date(outright.end_date), { day: '2-digit', month: 'short' })}
        </time>
      </header>
      {market ? (
        <div
          className={outrightStyles.outrightGrid}
          role="group"
          aria-label={`${outright.name}: ${market.name}`}
        >
          <OutrightPrices outright={outright} market={market} limit={SHOWN_SELECTIONS} />
        </div>
      ) : null}
    </article>
  );
}

/**
 * Open outrights (league winners and the like) with the prices of their first market, which join the slip; the
 * name leads to the outright's page with all its markets.
 */
export function OutrightsBlock({ block }: { block: Extract<ContentBlock, { type: 'outrights' }> }) {
  const t = useTranslations('blocks');
  const outrights = useOutrights({
    ...(block.sport_key ? { sport_key: block.sport_key } : {}),
    limit: block.limit,
  });
  const title = t('titles.outrights');
  // NOTE: fetched after hydration, drawn in a render that yields (see `MatchListBlockView`).
  const shown = useDeferredValue(outrights.data);
  return (
    <BlockSection id={block.id} title={title}>
      {outrights.isError ? (
        <p className={styles.note} role="alert">
          {t('unavailable')}
        </p>
      ) : !shown ? (
        <ListSkeleton label={t('loading', { title })} rows={3} />
      ) : shown.length === 0 ? (
        <p className={styles.note}>{t('empty.outrights')}</p>
      ) : (
        <div className={outrightStyles.outrights}>
          {shown.map((outright) => (
            <OutrightCard key={outright.id} outright={outright} />
          ))}
        </div>
      )}
    </BlockSection>
  );
}
