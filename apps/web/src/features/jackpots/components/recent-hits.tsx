'use client';

import type { Jackpot } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { useRecentJackpotHits } from '../api/get-jackpot-hits';
import styles from './jackpots.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/**
 * The latest wins of a jackpot (SPEC §9: page size 10, refetched every 60 s): level, amount, when, and the
 * winner by their `user_hash` only, so nobody is exposed.
 */
export function RecentHits({ jackpot, headingId }: { jackpot: Jackpot; headingId: string }) {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const siteDate = useSiteDateFormat();
  const hits = useRecentJackpotHits(jackpot.id);
  const money = (minor: number) => formatMoney(minor, jackpot.currency_subunits, jackpot.currency, locale);
  return (
    <section className={styles.hits} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.hitsHeading}>
        {t('recentHits')}
      </h3>
      {hits.isError && !hits.data ? (
        <p className={styles.muted}>{t('hitsUnavailable')}</p>
      ) : hits.data && hits.data.length === 0 ? (
        <p className={styles.muted}>{t('noHits')}</p>
      ) : (
        <ol className={styles.hitList} aria-busy={hits.isPending || undefined} data-testid="recent-hits">
          {(hits.data ?? []).map((hit) => (
            <li key={hit.id} className={styles.hitRow}>
              <span className={styles.hitLevel}>{hit.level.name}</span>
              <span className={styles.hitAmount}>{money(hit.amount)}</span>
              <span className={styles.muted}>
                {t('winner', { hash: hit.user_hash.slice(0, 6) })}
                {' · '}
                <time dateTime={hit.created_at}>{siteDate(hit.created_at, 'dateTime')}</time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
