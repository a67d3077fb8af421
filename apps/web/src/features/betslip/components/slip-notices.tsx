'use client';

import { useTranslations } from 'next-intl';
import { useBetslipStores, useTicket } from '../store/betslip-context';
import styles from './betslip.module.css';

/**
 * What the slip changed on its own (issue 17): a selection on a runner withdrawn from its race was taken off,
 * said in a polite status region until the player dismisses it.
 */
export function SlipNotices() {
  const t = useTranslations('betslip.notices');
  const { ticket } = useBetslipStores();
  const { notices } = useTicket();
  return (
    <div role="status" className={notices.length > 0 ? styles.notices : undefined}>
      {notices.length > 0 ? (
        <>
          <ul>
            {notices.map(({ selection }) => (
              <li key={selection.id}>
                {t('nonRunner', {
                  outcome: selection.outcomeName,
                  event: selection.event?.name ?? `${selection.nameA} – ${selection.nameB}`,
                })}
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.dismiss}
            onClick={() => ticket.dispatch({ type: 'noticesDismissed' })}
          >
            {t('dismiss')}
          </button>
        </>
      ) : null}
    </div>
  );
}
