'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { useBonusIssuedUpdates } from '@/features/bonuses';
import { useOnDemand } from '@/ui/load-on-demand';
import { DeferredTicket, useBetslipStores, useTicket } from '../store/betslip-context';
import { PlacedView } from './placed-view';
import { SlipNotices } from './slip-notices';
import { focusSlipColumn } from './slip-skip-link';
import { slipEditorCode } from './slip-on-demand';
import styles from './betslip.module.css';

/**
 * The BET_SLIP tab (SPEC §2.4, §4 Ticket): the bets, their stakes, the type switch and Place, and once placed
 * the placed bets. Those come into a status region that is in the page before the player presses Place, so
 * screen readers announce "Bet placed" with its references (one drawn together with its text often is not).
 */
export const SlipView = memo(function SlipView() {
  // NOTE: memoised so that the panel's re-render for the count does not re-create the column (DeferredTicket).
  return (
    <DeferredTicket>
      <SlipContent />
    </DeferredTicket>
  );
});

function SlipContent() {
  const { ticket } = useBetslipStores();
  const state = useTicket();
  const placed = state.ticketState === 'SUCCESS';
  const editing = !placed && state.bets.length > 0;
  const editor = useOnDemand(slipEditorCode, editing);
  // NOTE: here, not in the editor: a bonus issued while the slip is empty still refreshes the offers it shows next.
  useBonusIssuedUpdates();
  return (
    <>
      <div role="status" aria-live="polite" data-testid="bet-result">
        {placed ? (
          <PlacedView
            bets={state.placedBets}
            onDone={() => {
              ticket.dispatch({ type: 'ticketCleared' });
              // NOTE: Done leaves with the result; focus stays in the slip's column rather than falling on <body>.
              // The phone sheet closes with its last bet and gives focus back to what opened it.
              focusSlipColumn();
            }}
          />
        ) : null}
      </div>
      {placed ? null : !editing ? (
        <EmptySlip />
      ) : editor ? (
        <editor.SlipEditor />
      ) : (
        // One empty line while its code arrives (see slip-on-demand), so that the column does not jump twice.
        <p className={styles.empty} aria-busy="true" />
      )}
    </>
  );
}

function EmptySlip() {
  const t = useTranslations('betslip');
  return (
    <>
      <SlipNotices />
      <p className={styles.empty}>{t('empty')}</p>
    </>
  );
}
