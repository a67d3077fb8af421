'use client';

import type { Bet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { multiplier } from './bonus-label';
import styles from './bonuses.module.css';

/** The bonus a placed bet carries, for the success view and My Bets: "Boost ×1.05" or "Freebet". */
export function BetBonusBadge({ bonus }: { bonus: Bet['bonus'] }) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  if (!bonus) return null;
  const text =
    bonus.type === 'freebet'
      ? t('placedFreebet')
      : bonus.odds !== null
        ? t('boostValue', { odds: multiplier(bonus.odds, locale) })
        : t('boostNoRange');
  return (
    <span className={styles.badge} data-kind={bonus.type} data-testid="bet-bonus">
      {text}
    </span>
  );
}
