'use client';

import type { SlipBet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useDebouncedValue } from '@/ui/use-debounced-value';
import { useBetJackpots } from '../api/get-bet-jackpots';
import styles from './jackpots.module.css';

/** How long a stake must rest before the slip asks which jackpots it feeds (not one request per keystroke). */
export const STAKE_SETTLE_MS = 400;

/**
 * The slip's line naming the jackpots a bet would feed (`POST /jackpots`), so the player knows before placing;
 * nothing when it feeds none, for visitors, freebets, or with the `jackpots` flag off.
 */
export function BetJackpots({ bet }: { bet: SlipBet }) {
  const t = useTranslations('jackpots');
  const locale = useLocale();
  const stake = useDebouncedValue(bet.stake, STAKE_SETTLE_MS);
  const fed = useBetJackpots({ ...bet, stake });
  if (fed.length === 0) return null;
  const names = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    fed.map((jackpot) => jackpot.name),
  );
  return (
    <p className={styles.feeds} data-testid="bet-jackpots">
      <span className={styles.feedsIcon} aria-hidden="true">
        ★
      </span>
      {t('feeds', { names })}
    </p>
  );
}
