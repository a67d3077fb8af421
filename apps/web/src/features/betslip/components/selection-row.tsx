'use client';

import { formatOdds } from '@sportsbook/betting';
import type { SlipSelection } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useOddsType } from '@/features/odds';
import styles from './betslip.module.css';
import { SelectionEvent } from './selection-event';

/**
 * One selection on the slip: the event (match, outright, race or draw), market and outcome, the live odds with an arrow for the way they moved
 * since it was added, suspended or unavailable marks, and the remove button (always offered, so a suspended
 * selection can leave).
 */
export function SelectionRow({
  selection,
  message,
  onRemove,
  disabled,
}: {
  selection: SlipSelection;
  /** The server's message for the bet this selection heads (SPEC §8 errors_by_bet). */
  message?: string;
  onRemove: () => void;
  disabled: boolean;
}) {
  const t = useTranslations('betslip');
  const oddsType = useOddsType();
  const direction =
    selection.odds > selection.initialOdds ? 'up' : selection.odds < selection.initialOdds ? 'down' : null;
  const state = selection.isNotAvailable ? 'unavailable' : selection.isSuspended ? 'suspended' : undefined;
  return (
    <li className={styles.selection} data-state={state} data-changed={selection.isChanged || undefined}>
      <div className={styles.selectionText}>
        <span className={styles.outcome}>{selection.outcomeName}</span>
        <span className={styles.muted}>{selection.marketName}</span>
        <SelectionEvent selection={selection} />
        {state ? <span className={styles.badge}>{t(state)}</span> : null}
        {message ? (
          <span role="alert" className={styles.error}>
            {message}
          </span>
        ) : null}
      </div>
      <span className={styles.odds} data-direction={direction ?? undefined} data-testid="slip-odds">
        {direction ? (
          <span aria-label={t(direction === 'up' ? 'oddsUp' : 'oddsDown')}>
            {direction === 'up' ? '▲' : '▼'}
          </span>
        ) : null}
        {formatOdds(selection.odds, oddsType)}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('remove', { name: selection.outcomeName })}
        onClick={onRemove}
        disabled={disabled}
      >
        ×
      </button>
    </li>
  );
}
