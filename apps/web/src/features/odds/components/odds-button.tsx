'use client';

import { formatOdds, outcomeKey } from '@sportsbook/betting';
import { isStatusAllowed } from '@sportsbook/contract/refs';
import type { Market, Outcome } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { earlyTap } from '@/platform/early-taps/early-tap';
import { useLiveDataStale } from '@/platform/realtime';
import { useOddsType } from '../odds-type/use-odds-type';
import { useOutcome } from '../store/odds-store-context';
import { LockIcon } from './lock-icon';
import styles from './odds-button.module.css';

/** What an odds button needs: the outcome it prices and how to present it. */
export interface OddsButtonProps {
  matchId: number;
  market: Market;
  /** The outcome as the page loaded it; its odds show until the live store knows better. */
  outcome: Outcome;
  /** Text beside the odds (defaults to the outcome's name). */
  label?: string;
  /** The dense variant of match rows. */
  compact?: boolean;
  /** The column's short name (1, X, 2) a compact button shows on phones, where rows have no column header. */
  shortLabel?: string;
  /**
   * The button fills a box its container sizes (a match row's odds cell, not a grid or flex item itself): its
   * size no longer depends on its content, so a new price lays out the button alone.
   */
  fixedBox?: boolean;
  /** Whether the outcome is in the bet slip (the slip's `SlipOddsButton` passes it with `onSelect`). */
  selected?: boolean;
  /** Called on click; when given, the button is a toggle and renders `aria-pressed`. */
  onSelect?: () => void;
}

/**
 * One outcome's live odds in the player's odds type. Re-renders only when that outcome changes in the odds
 * store; flashes up (green) or down (red) for a moment after a move (the store ends the flash); locked (disabled, lock icon) while the outcome is inactive
 * or its market suspended; stale (disabled, its last price struck through, a dashed frame) while the real-time
 * connection is down, since that price may have moved meanwhile.
 */
export function OddsButton({
  matchId,
  market,
  outcome,
  label,
  compact,
  shortLabel,
  fixedBox,
  selected,
  onSelect,
}: OddsButtonProps) {
  const t = useTranslations('odds');
  const oddsType = useOddsType();
  const reasonId = useId();
  const key = outcomeKey({
    matchId,
    marketId: market.id,
    outcomeId: outcome.id,
    specifier: market.specifier,
  });
  const live = useOutcome(key);
  const stale = useLiveDataStale();
  // A move that happened before this button mounted is old news: only later moves flash.
  const [changeAtMount] = useState(live?.changedAt ?? null);

  const odds = live?.odds ?? outcome.odds;
  const locked = !(live?.active ?? outcome.active) || (live?.suspended ?? !isStatusAllowed(market.status));
  const flash =
    !locked && !stale && live?.flashing && live.changedAt !== changeAtMount ? live.direction : null;
  const name = label ?? outcome.name;
  const shown = formatOdds(odds, oddsType);
  const reason = locked ? t('locked', { name }) : stale ? t('stale', { name, odds: shown }) : undefined;

  const classes = [
    styles.button,
    compact ? styles.compact : null,
    fixedBox ? styles.fixedBox : null,
    selected ? styles.selected : null,
    locked ? styles.locked : null,
    stale && !locked ? styles.stale : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type="button"
      className={classes}
      disabled={locked || stale}
      // NOTE: the reason is a description, not the name: the name stays what the button shows (its outcome), so
      // a speech-input user can say it (WCAG 2.5.3; on phones only the short column label shows).
      aria-describedby={reason ? reasonId : undefined}
      // The reason on hover too: a price struck through says "not now", the words say why.
      title={stale && !locked ? reason : undefined}
      data-stale={stale || undefined}
      aria-pressed={onSelect ? Boolean(selected) : undefined}
      onClick={onSelect}
      // A tap before hydration is kept and replayed once the button is live (issue 25).
      {...earlyTap(key)}
      // For browser tests and the bench: find one outcome's button on a crowded board.
      data-outcome-key={key}
    >
      {reason ? (
        <span id={reasonId} hidden>
          {reason}
        </span>
      ) : null}
      <span className={shortLabel ? `${styles.label} ${styles.hasShort}` : styles.label}>{name}</span>
      {shortLabel ? (
        <span className={styles.short} aria-hidden="true">
          {shortLabel}
        </span>
      ) : null}
      {locked ? (
        <LockIcon className={styles.lock} />
      ) : (
        <span
          className={flash ? `${styles.odds} ${styles[flash]}` : styles.odds}
          data-direction={flash ?? undefined}
        >
          {shown}
        </span>
      )}
    </button>
  );
}
