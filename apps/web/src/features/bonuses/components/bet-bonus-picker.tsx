'use client';

import { isFreeForBet } from '@sportsbook/betting';
import type { BetBonusOffer, SlipBet } from '@sportsbook/contract';
import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { isUsable } from '../slip-bonus';
import { offerValue } from './bonus-label';
import { ExpiryCountdown } from './expiry-countdown';
import { SelectionQualification } from './selection-qualification';
import styles from './bonuses.module.css';

/**
 * The bonus control of one slip bet (SPEC §4 Bonus choice): "No bonus" and each offer as a radio button, the
 * offers that do not fit shown disabled with the reason (a freebet another bet of the slip holds among them), each
 * with its expiry countdown, and below them how each selection stands with the chosen (or first) offer.
 */
export function BetBonusPicker({
  bet,
  offers,
  heldElsewhere,
  disabled,
  money,
  onChoose,
  onLapse,
}: {
  bet: SlipBet;
  offers: readonly BetBonusOffer[];
  /** Freebets another bet of the slip holds: shown, not choosable here. */
  heldElsewhere: ReadonlySet<number>;
  disabled: boolean;
  /** Formats minor units of the bet's currency. */
  money: (minor: number) => string;
  onChoose: (offer: BetBonusOffer | null) => void;
  onLapse: () => void;
}) {
  const t = useTranslations('bonuses');
  const locale = useLocale();
  const name = useId();
  if (offers.length === 0) return null;
  const now = Date.now();
  const chosen = offers.find(
    (offer) => offer.bonusId === bet.bonus?.id && offer.bonusType === bet.bonus?.type,
  );
  const explained = chosen ?? offers.find((offer) => offer.bonusType === 'comboboost') ?? offers[0]!;
  return (
    <fieldset className={styles.picker} disabled={disabled} data-testid="bet-bonuses">
      <legend className={styles.legend}>{t('title')}</legend>
      <div className={styles.option}>
        <label className={styles.optionLabel}>
          <input type="radio" name={name} checked={!chosen} onChange={() => onChoose(null)} />
          <span className={styles.optionName}>{t('none')}</span>
        </label>
      </div>
      {offers.map((offer) => {
        const free = isFreeForBet({ id: offer.bonusId, type: offer.bonusType }, heldElsewhere);
        const usable = free && isUsable(offer, now);
        const descriptionId = `${name}-${offer.bonusId}`;
        return (
          <div
            key={`${offer.bonusType}-${offer.bonusId}`}
            className={styles.option}
            data-usable={usable}
            data-testid={`bonus-${offer.bonusType}`}
          >
            {/* NOTE: the note stays outside the label: the radio is named by the bonus, described by the note. */}
            <label className={styles.optionLabel}>
              <input
                type="radio"
                name={name}
                checked={offer === chosen}
                disabled={!usable}
                aria-describedby={descriptionId}
                onChange={() => onChoose(offer)}
              />
              <span className={styles.optionName}>
                {offer.name}{' '}
                <span className={styles.value} data-kind={offer.bonusType}>
                  {offerValue(offer, t, money, locale)}
                </span>
              </span>
            </label>
            <span id={descriptionId} className={styles.optionNote}>
              {usable ? (
                <>
                  {offer.freebetType ? `${t(`variant.${offer.freebetType}`)} · ` : null}
                  <ExpiryCountdown validTo={offer.validTo} onLapse={onLapse} />
                </>
              ) : (
                t(`reason.${free ? (offer.reason ?? 'expired') : 'held_elsewhere'}`)
              )}
            </span>
          </div>
        );
      })}
      <SelectionQualification bet={bet} offer={explained} />
    </fieldset>
  );
}
