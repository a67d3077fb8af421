'use client';

import { useTranslations } from 'next-intl';
import { useBetslipSync } from '../store/use-betslip-sync';
import { TicketPanel } from './ticket-panel';
import styles from './betslip.module.css';

/**
 * The bet-slip column of wide screens, mounted once in the page shell: it also keeps the slip in step with the
 * session, the odds and session storage (so the phone sheet shares the same slip).
 */
export function Betslip() {
  const t = useTranslations('betslip');
  useBetslipSync();
  return (
    <section className={styles.panel} aria-label={t('title')} data-testid="betslip">
      <TicketPanel />
    </section>
  );
}
