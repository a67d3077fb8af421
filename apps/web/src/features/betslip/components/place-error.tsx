'use client';

import type { TicketError } from '@sportsbook/contract';
import { MessageKeys } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import styles from './betslip.module.css';

/** The message of a refused placement (SPEC §8 place-bet errors): the key's text, else the default text. */
export function PlaceError({ error }: { error: TicketError }) {
  const t = useTranslations();
  // NOTE: the server may name a key this build has no text for; the default keeps the message meaningful.
  const key = t.has(error.message) ? error.message : MessageKeys.placeBetsDefault;
  return (
    <p role="alert" className={styles.error} data-wrong-odds={error.isWrongOddsError || undefined}>
      {t(key)}
    </p>
  );
}
