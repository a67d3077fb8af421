'use client';

import { useTranslations } from 'next-intl';
import { memo, useId, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { Modal } from '@/ui';
import { useBetslipStores, usePanelField, useSelectionCount } from '../store/betslip-context';
import { LazyTicketPanel } from './lazy-betslip';
import styles from './betslip.module.css';

// Below the wide layout's bet-slip column (SPEC §9: lg 1280 px) the panel is a sheet.
const SHEET_QUERY = '(max-width: 1279px)';

// NOTE: one query list, kept: `matchMedia` builds a new one on each call, which cost a tap's render ~0.5 ms at 4×
// slowdown (issue 25).
let sheetQuery: MediaQueryList | undefined;
const sheetLayoutQuery = () => (sheetQuery ??= window.matchMedia(SHEET_QUERY));

/** Whether the ticket panel is open as a sheet (no bet-slip column on this screen); false on the server. */
function useSheetOpen(): boolean {
  const { panel } = useBetslipStores();
  return useSyncExternalStore(
    (listener) => {
      const query = sheetLayoutQuery();
      query.addEventListener('change', listener);
      const stopPanel = panel.subscribe(listener);
      return () => {
        query.removeEventListener('change', listener);
        stopPanel();
      };
    },
    () => panel.getState().open && sheetLayoutQuery().matches,
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
  const open = usePanelField('open');
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
        <TabCount descriptionId={descriptionId} />
      </button>
      <TabSheet />
    </>
  );
}

/**
 * The sheet the tab opens, in a memoised component of its own: where the column shows, the panel opening with
 * the first selection re-renders the tab's button, not the sheet (issue 25, click-to-paint).
 */
const TabSheet = memo(function TabSheet() {
  const t = useTranslations('betslip');
  const { panel } = useBetslipStores();
  return (
    <Modal
      open={useSheetOpen()}
      onClose={() => panel.close()}
      title={t('title')}
      closeLabel={t('close')}
      size="large"
    >
      <LazyTicketPanel />
    </Modal>
  );
});

/**
 * The tab's count and its description: the one part of the tab that follows the slip, so that a tap re-renders
 * it alone and not the sheet (issue 25, click-to-paint).
 */
function TabCount({ descriptionId }: { descriptionId: string }) {
  const t = useTranslations('betslip');
  const count = useSelectionCount();
  return (
    <>
      {count > 0 ? (
        <>
          {' '}
          <span className={styles.tabCount}>{count}</span>
        </>
      ) : null}
      <span id={descriptionId} hidden>
        {t('open', { count })}
      </span>
    </>
  );
}
