'use client';

import { useTranslations } from 'next-intl';
import { QuickBetStatus } from '../quick-bet/quick-bet-status';
import { SpecialBetDialog } from '../quick-bet/special-bet-dialog';
import { useResumePlacement } from '../place/use-place-ticket';
import { useQuickBetSync } from '../quick-bet/use-quick-bet-sync';
import { SharedBetRestore } from '../share/shared-bet-restore';
import { useBetslipSync } from '../store/use-betslip-sync';
import { ProviderStatusFollower } from '../store/use-provider-status-events';
import { SLIP_LANDMARK_ID } from './slip-skip-link';
import { TicketPanel } from './ticket-panel';
import styles from './betslip.module.css';

/**
 * The bet-slip column of wide screens, mounted once in the page shell: it also keeps the slip and the quick bet
 * in step with the session, the odds and storage (so the phone sheet shares the same slip), and holds the
 * quick bet's status popover and the special-bet dialog, which every screen size shares.
 */
export function Betslip() {
  const t = useTranslations('betslip');
  useBetslipSync();
  useQuickBetSync();
  useResumePlacement();
  return (
    // NOTE: focusable by script only, so the skip link and the shortcut can land on the landmark.
    <section
      id={SLIP_LANDMARK_ID}
      tabIndex={-1}
      className={styles.panel}
      aria-label={t('title')}
      data-testid="betslip"
    >
      <TicketPanel />
      <ProviderStatusFollower />
      <SharedBetRestore />
      <QuickBetStatus />
      <SpecialBetDialog />
    </section>
  );
}
