'use client';

import type { MinorUnits } from '@sportsbook/betting';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { parseStake, stakeText } from '../stake-text';
import styles from './betslip.module.css';

/**
 * A stake field in the bet's currency. The text is the player's (so `12.` can be typed on the way to `12.50`);
 * each valid amount reaches the ticket as minor units, and a stake changed elsewhere (a currency switch
 * resets it) replaces the text.
 */
export function StakeInput({
  label,
  accessibleName,
  stake,
  currency,
  subunits,
  disabled,
  onStake,
  onEnter,
}: {
  label: string;
  /** The field's name for assistive technology when the short visible label needs context ("Stake for …"). */
  accessibleName?: string;
  stake: number;
  currency: string;
  subunits: number;
  disabled: boolean;
  onStake: (stake: MinorUnits) => void;
  /**
   * Enter in the field, when given: the slip passes its Place action while the slip can be placed, so a keyboard
   * player places from the stake without Tabbing past the optional controls between it and Place.
   */
  onEnter?: () => void;
}) {
  const t = useTranslations('betslip');
  const id = useId();
  const [text, setText] = useState(() => stakeText(stake, subunits));
  const parsed = parseStake(text, subunits);

  useEffect(() => {
    setText((current) => (parseStake(current, subunits) === stake ? current : stakeText(stake, subunits)));
  }, [stake, subunits]);

  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.muted}>
        {label}
      </label>
      <div className={styles.stakeField}>
        <input
          id={id}
          aria-label={accessibleName}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          disabled={disabled}
          aria-invalid={parsed === null || undefined}
          aria-describedby={parsed === null ? `${id}-error` : undefined}
          enterKeyHint={onEnter ? 'done' : undefined}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || event.nativeEvent.isComposing || !onEnter) return;
            event.preventDefault();
            onEnter();
          }}
          onChange={(event) => {
            setText(event.target.value);
            const next = parseStake(event.target.value, subunits);
            if (next !== null) onStake(next);
          }}
        />
        <span className={styles.muted}>{currency}</span>
      </div>
      {parsed === null ? (
        <span id={`${id}-error`} className={styles.error}>
          {t('invalidStake', { subunits })}
        </span>
      ) : null}
    </div>
  );
}
