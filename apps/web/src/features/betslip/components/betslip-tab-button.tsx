'use client';

import { useTranslations } from 'next-intl';
import { useId, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@/ui';
import { useBetslipStores, usePanel, useTicket } from '../store/betslip-context';
import { LazyTicketPanel } from './lazy-betslip';
import styles from './betslip.module.css';

// Below the wide layout's bet-slip column (SPEC §9: lg 1280 px) the panel is a sheet.
const SHEET_QUERY = '(max-width: 1279px)';

function subscribeSheetQuery(listener: () => void): () => void {
  const query = window.matchMedia(SHEET_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** Whether the ticket panel shows as a sheet (no bet-slip column on this screen). */
function useSheetLayout(): boolean {
  return useSyncExternalStore(
    subscribeSheetQuery,
    () => window.matchMedia(SHEET_QUERY).matches,
    () => false,
  );
}

/**
 * The phone tab bar's bets item: shows the selection count and opens the ticket panel as a bottom sheet; the
 * sheet follows the panel's open state, so it also opens on the first selection and closes on the last.
 */
export function BetslipTabButton({ className, icon }: { className?: string; icon: ReactNode }) {
  const t = useTranslations('betslip');
  const { panel } = useBetslipStores();
  const { open } = usePanel();
  const count = useTicket().selectedOutcomeIds.length;
  const sheet = useSheetLayout();
  const descriptionId = useId();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={descriptionId}
        onClick={() => panel.open()}
      >
        {icon}
        {/* Named by what it shows, 'Bet slip 2' (WCAG 2.5.3: speech input says the words on screen); the
            description says what the number counts. */}
        {t('title')}
        {count > 0 ? (
          <>
            {' '}
            <span className={styles.tabCount}>{count}</span>
          </>
        ) : null}
        <span id={descriptionId} hidden>
          {t('open', { count })}
        </span>
      </button>
      <Modal
        open={open && sheet}
        onClose={() => panel.close()}
        title={t('title')}
        closeLabel={t('close')}
        size="large"
      >
        <LazyTicketPanel />
      </Modal>
    </>
  );
}
