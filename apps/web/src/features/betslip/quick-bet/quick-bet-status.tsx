'use client';

import { MessageKeys } from '@sportsbook/contract/refs';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useHydrated } from '@/platform/query/use-hydrated';
import { TOAST_AUTO_CLOSE_MS } from '@/ui';
import { OutcomeCheck } from '../components/outcome-check';
import { placeAttempts } from '../place/attempt-instance';
import { usePendingPlacement } from '../place/use-placement';
import { useQuickBet, useQuickBetStores } from './quick-bet-context';
import { useCheckQuickBet } from './use-place-quick-bet';
import styles from './quick-bet.module.css';

/**
 * The small status popover of a one-tap bet: PROCESSING while it is sent, then the placed bet's reference or
 * the error's message (error.potential_win.equal_or_less included). Results close themselves after 5 s.
 * It is drawn into one of two live regions that are in the page before the tap, so it is announced (one drawn
 * together with its text often is not): a refusal assertively, the rest politely.
 */
export function QuickBetStatus() {
  const hydrated = useHydrated();
  const popover = useQuickBetPopover();
  // NOTE: the regions go to the body like the popover (a dialog's transform would move a fixed box drawn in
  // it); the server draws neither.
  if (!hydrated) return null;
  const urgent = popover?.urgent ?? false;
  return createPortal(
    <>
      <div aria-live="polite">{urgent ? null : popover?.element}</div>
      <div aria-live="assertive">{urgent ? popover?.element : null}</div>
    </>,
    document.body,
  );
}

function useQuickBetPopover(): { element: ReactNode; urgent: boolean } | null {
  const t = useTranslations();
  const { quickBet } = useQuickBetStores();
  const state = useQuickBet();
  const check = useCheckQuickBet();
  const pending = usePendingPlacement(placeAttempts.quickBet)?.attempt;
  // An answer was lost: the popover says the outcome is being checked, not that the bet failed.
  const checking =
    state.state === 'PROCESSING' && pending && (pending.status === 'unknown' || pending.checks > 0);
  const shown = state.state === 'PROCESSING' || state.state === 'SUCCESS' || state.state === 'ERROR';
  const settled = state.state === 'SUCCESS' || state.state === 'ERROR';

  useEffect(() => {
    if (!settled) return;
    const timer = setTimeout(() => quickBet.dispatch({ type: 'quickBetDismissed' }), TOAST_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [settled, state, quickBet]);

  if (!shown) return null;
  const selection = state.bet?.selections[0];
  const title =
    state.state === 'PROCESSING'
      ? t('quickBet.placing')
      : state.state === 'SUCCESS'
        ? t('quickBet.placed')
        : t('quickBet.failed');
  const detail =
    state.state === 'SUCCESS' && state.placedBet
      ? t('quickBet.ref', { ref: state.placedBet.ref })
      : state.state === 'ERROR'
        ? errorText(t, state.error)
        : null;

  const line = selection ? (
    <p className={styles.statusLine}>
      {selection.nameA} – {selection.nameB}: {selection.outcomeName}
    </p>
  ) : null;
  if (checking)
    return {
      urgent: false,
      element: (
        <div className={styles.status} data-state="CHECKING" data-testid="quick-bet-status">
          <div className={styles.statusText}>
            <OutcomeCheck checking={pending.status === 'sending'} onCheck={check} />
            {line}
          </div>
        </div>
      ),
    };

  return {
    urgent: state.state === 'ERROR',
    element: (
      <div className={styles.status} data-state={state.state} data-testid="quick-bet-status">
        <div className={styles.statusText}>
          <p className={styles.statusTitle}>{title}</p>
          {line}
          {detail ? <p className={styles.statusLine}>{detail}</p> : null}
        </div>
        {settled ? (
          <button
            type="button"
            className={styles.close}
            aria-label={t('quickBet.close')}
            onClick={() => quickBet.dispatch({ type: 'quickBetDismissed' })}
          >
            ×
          </button>
        ) : null}
      </div>
    ),
  };
}

type Translate = ReturnType<typeof useTranslations>;

function errorText(
  t: Translate,
  error: { message: string; details: Record<string, unknown> } | null,
): string {
  if (!error) return t(MessageKeys.placeBetsDefault);
  if (t.has(error.message)) return t(error.message);
  // NOTE: a key this build has no text for: the server's localized words, else the default message.
  const localized = error.details.localized_message;
  return typeof localized === 'string' && localized !== '' ? localized : t(MessageKeys.placeBetsDefault);
}
