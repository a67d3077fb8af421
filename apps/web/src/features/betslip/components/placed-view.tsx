'use client';

import type { Bet } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useLayoutEffect, useRef } from 'react';
import { formatMoney } from '@/features/account';
import { BetBonusBadge } from '@/features/bonuses';
import { formatOdds } from '@sportsbook/betting';
import { useOddsType } from '@/features/odds';
import { Button } from '@/ui';
import styles from './betslip.module.css';

/** The success view (SPEC §4 Ticket SUCCESS): the bets the server placed, with their references; drawn in
 * SlipView's status region, which announces it. */
export function PlacedView({ bets, onDone }: { bets: readonly Bet[]; onDone: () => void }) {
  const t = useTranslations('betslip.success');
  const locale = useLocale();
  const oddsType = useOddsType();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // NOTE: Place (or the stake field Enter was pressed in) went with the editor, which drops focus on <body>;
  // the heading takes it so the next Tab continues in the slip. Focus that is still somewhere is left there.
  // A layout effect: the view is drawn in a deferred render (DeferredTicket), whose passive effects run after
  // the phone sheet's focus trap has seen Place go and moved focus to the sheet itself.
  useLayoutEffect(() => {
    if (document.activeElement === null || document.activeElement === document.body)
      titleRef.current?.focus();
  }, []);

  return (
    <div className={styles.placed}>
      <h3 ref={titleRef} tabIndex={-1} className={styles.placedTitle}>
        {t('title')}
      </h3>
      <ul className={styles.bets}>
        {bets.map((bet) => (
          <li key={bet.id} className={styles.bet} data-testid="placed-bet">
            <span className={styles.muted}>{t('ref', { ref: bet.ref })}</span>
            <ul className={styles.selections}>
              {bet.selections.map((selection) => (
                <li key={selection.id}>
                  {selection.outcome.name} · {selection.market.name} · {selection.match.name}
                </li>
              ))}
            </ul>
            <span>
              {t('stake')}: {formatMoney(bet.stake.value, bet.stake.subunits, bet.stake.currency, locale)} ·{' '}
              {t('odds')}: {formatOdds(bet.odds, oddsType)}
            </span>
            <BetBonusBadge bonus={bet.bonus} />
          </li>
        ))}
      </ul>
      <Button onClick={onDone}>{t('done')}</Button>
    </div>
  );
}
