'use client';

import type { MinorUnits } from '@sportsbook/betting';
import { useLocale } from 'next-intl';
import { formatMoney } from '@/features/account';
import styles from './betslip.module.css';

/** The quick-stake buttons of the settings (minor units of the player's currency): one tap sets the stake. */
export function QuickStakes({
  stakes,
  currency,
  subunits,
  disabled,
  onStake,
}: {
  stakes: readonly number[];
  currency: string;
  subunits: number;
  disabled: boolean;
  onStake: (stake: MinorUnits) => void;
}) {
  const locale = useLocale();
  if (stakes.length === 0) return null;
  return (
    <div className={styles.quickStakes}>
      {stakes.map((stake) => (
        <button
          key={stake}
          type="button"
          className={styles.quickStake}
          disabled={disabled}
          onClick={() => onStake(stake as MinorUnits)}
        >
          {formatMoney(stake, subunits, currency, locale)}
        </button>
      ))}
    </div>
  );
}
