'use client';

import { isOneOf, oddsAcceptModes } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { writeAcceptMode } from '../store/accept-mode';
import { useBetslipStores, useTicketContext } from '../store/betslip-context';
import styles from './betslip.module.css';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The odds-change setting (SPEC §9: none, higher, any), kept on this device and applied to the slip at once. */
export function AcceptModeSelect({ disabled }: { disabled: boolean }) {
  const t = useTranslations('betslip.acceptMode');
  const id = useId();
  const { ticket } = useBetslipStores();
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
          writeAcceptMode(localStore(), mode);
          ticket.setContext({ oddsAcceptMode: mode });
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
