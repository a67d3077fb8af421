'use client';

import { isOneOf, oddsAcceptModes } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { setAcceptMode } from '@/features/odds';
import { useTicketContext } from '../store/betslip-context';
import styles from './betslip.module.css';

/**
 * The odds-change setting (SPEC §9: none, higher, any), applied to the slip at once; kept on this device and, for
 * a player, in their settings (the account's settings sync saves it).
 */
export function AcceptModeSelect({ disabled }: { disabled: boolean }) {
  const t = useTranslations('betslip.acceptMode');
  const id = useId();
  const { oddsAcceptMode } = useTicketContext();
  return (
    <div className={styles.acceptMode}>
      <label htmlFor={id} className={styles.muted}>
        {t('label')}
      </label>
      <select
        id={id}
        value={oddsAcceptMode}
        disabled={disabled}
        onChange={(event) => {
          const mode = event.target.value;
          if (!isOneOf(oddsAcceptModes, mode)) return;
          setAcceptMode(mode);
        }}
      >
        {oddsAcceptModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(mode)}
          </option>
        ))}
      </select>
    </div>
  );
}
