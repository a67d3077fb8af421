'use client';

import type { BetBonusOffer, SlipBet } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import styles from './bonuses.module.css';

/** For one offer, each selection of the bet: "qualifies", or "does not qualify" and why (odds, sport, live …). */
export function SelectionQualification({ bet, offer }: { bet: SlipBet; offer: BetBonusOffer }) {
  const t = useTranslations('bonuses');
  const unfit = new Map(offer.unsuitableSelections.map((entry) => [entry.selection, entry.reason]));
  return (
    <div className={styles.qualification}>
      <p className={styles.qualificationTitle}>{t('selectionsFor', { name: offer.name })}</p>
      <ul className={styles.qualificationList}>
        {bet.selections.map((selection) => {
          const reason = unfit.get(selection.id);
          return (
            <li key={selection.id} data-qualifies={reason === undefined}>
              <span aria-hidden="true" className={styles.mark}>
                {reason === undefined ? '✓' : '✕'}
              </span>
              <span className={styles.selectionName}>{selection.outcomeName}</span>
              <span className={styles.verdict}>
                {reason === undefined
                  ? t('qualifies')
                  : t('doesNotQualify', { reason: t(`reason.${reason}`) })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
