'use client';

import type { Jackpot } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/features/account';
import { usePacedAmounts } from '../ticker/use-paced-amounts';
import { useReducedMotion } from '../ticker/use-reduced-motion';
import styles from './jackpots.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

const HEADLINE = '@amount';

/** An amount that paces on screen while assistive technology reads the confirmed pool, which does not move. */
function TickingAmount({
  shown,
  confirmed,
  className,
}: {
  shown: string;
  confirmed: string;
  className?: string;
}) {
  return (
    <span className={className}>
      <span aria-hidden="true" data-testid="ticker-amount">
        {shown}
      </span>
      <span className="visually-hidden">{confirmed}</span>
    </span>
  );
}

/**
 * The multi-level ticker of a jackpot (SPEC §2.7 jackpot banner and card): the headline prize and each active
 * level, paced between the server's snapshots but never above the last confirmed pool (paced-amount.ts). When
 * refetches fail it stops pacing, dims, and says so once in a status region with the time of its last snapshot.
 */
export function JackpotTicker({
  jackpot,
  stale,
  updatedAt,
  compact = false,
}: {
  jackpot: Jackpot;
  stale: boolean;
  /** When the shown pools were confirmed (ms). */
  updatedAt: number;
  compact?: boolean;
}) {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const siteDate = useSiteDateFormat();
  const reducedMotion = useReducedMotion();
  const levels = jackpot.levels.filter((level) => level.state === 'active');
  const confirmed: Record<string, number> = { [HEADLINE]: jackpot.amount };
  for (const level of levels) confirmed[level.code ?? level.name] = level.pool_amount;
  const shown = usePacedAmounts(confirmed, stale || reducedMotion);
  const money = (minor: number) => formatMoney(minor, jackpot.currency_subunits, jackpot.currency, locale);

  return (
    <div className={styles.ticker} data-stale={stale || undefined} data-testid="jackpot-ticker">
      <TickingAmount
        className={compact ? styles.cardAmount : styles.headline}
        shown={money(shown[HEADLINE] ?? jackpot.amount)}
        confirmed={money(jackpot.amount)}
      />
      {compact ? null : (
        <ul className={styles.levels} aria-label={t('levels')}>
          {levels.map((level) => {
            const key = level.code ?? level.name;
            return (
              <li key={key} className={styles.level} data-level={level.code}>
                <span className={styles.levelName}>{level.name}</span>
                <TickingAmount
                  className={styles.levelAmount}
                  shown={money(shown[key] ?? level.pool_amount)}
                  confirmed={money(level.pool_amount)}
                />
              </li>
            );
          })}
        </ul>
      )}
      {compact ? null : (
        <p role="status" className={stale ? styles.staleNote : 'visually-hidden'} data-testid="ticker-status">
          {stale ? t('stale', { time: siteDate(new Date(updatedAt), 'time') }) : ''}
        </p>
      )}
    </div>
  );
}
