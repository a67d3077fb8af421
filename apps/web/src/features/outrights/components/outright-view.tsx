'use client';

import { isFinishedStatus } from '@sportsbook/contract/refs';
import type { Market, Outright } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { ListSkeleton, PageTitle } from '@/features/league';
import { useOutright } from '../api/get-outrights';
import { OutrightPrices } from './outright-prices';
import styles from './outrights.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

function OutrightMarket({ outright, market }: { outright: Outright; market: Market }) {
  return (
    <section className={styles.market} aria-labelledby={`market-${market.id}-${market.specifier}`}>
      <h2 id={`market-${market.id}-${market.specifier}`} className={styles.marketName}>
        {market.name}
      </h2>
      <div className={styles.grid}>
        <OutrightPrices outright={outright} market={market} />
      </div>
    </section>
  );
}

/**
 * An outright's page (SPEC §3 Non-match event, issue 17): its name, league and end date, then every market it
 * offers with each selection as an odds button that joins the slip; a settled outright says its markets closed.
 */
export function OutrightView({ id }: { id: number }) {
  const t = useTranslations('outrights');
  const siteDate = useSiteDateFormat();
  const { data: outright, isPending, isError } = useOutright(id);
  if (isPending) return <ListSkeleton label={t('loading')} rows={6} />;
  if (isError)
    return (
      <p role="alert" className={styles.note}>
        {t('unavailable')}
      </p>
    );
  const ends = siteDate(outright.end_date, 'date');
  return (
    <section aria-labelledby="page-title" className={styles.page}>
      <PageTitle
        title={outright.name}
        eyebrow={[outright.sport?.name, outright.parent?.name].filter(Boolean).join(' · ')}
      />
      <p className={styles.ends}>
        <time dateTime={outright.end_date}>{t('ends', { date: ends })}</time>
      </p>
      {isFinishedStatus(outright.status) || outright.markets.length === 0 ? (
        <p className={styles.note}>{t('closed')}</p>
      ) : (
        outright.markets.map((market) => (
          <OutrightMarket key={`${market.id}|${market.specifier}`} outright={outright} market={market} />
        ))
      )}
    </section>
  );
}
