'use client';

import type { Bet, Money } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { formatMoney } from '@/features/account';
import { Button } from '@/ui';
import { isOpenBet } from './bet-filters';
import { useCashout } from './use-cashout';
import styles from './my-bets.module.css';

/**
 * The cashout of an open bet: a button with the live offer; pressing it asks to confirm that offer inline
 * (focus moves to the confirm button, Escape cancels), confirming sends it and shows PROCESSING; the result
 * or the server's refusal (with the new offer on the button) is announced.
 */
export function CashoutControl({ bet }: { bet: Bet }) {
  const t = useTranslations('betslip.myBets.cashout');
  const locale = useLocale();
  const { flow, ask, cancel, confirm } = useCashout(bet);
  const promptId = useId();
  const confirmBox = useRef<HTMLDivElement>(null);
  const offerBox = useRef<HTMLDivElement>(null);
  const asked = useRef(false);
  const money = (amount: Money) => formatMoney(amount.value, amount.subunits, amount.currency, locale);

  // Focus goes to the confirm button when asked, and back to the offer when the question is gone again.
  useEffect(() => {
    if (flow.step === 'confirming') confirmBox.current?.querySelector<HTMLButtonElement>('button')?.focus();
    else if (flow.step === 'idle' && asked.current)
      offerBox.current?.querySelector<HTMLElement>('button')?.focus();
    asked.current = flow.step === 'confirming' || flow.step === 'processing';
  }, [flow.step]);

  const escapeCancels = (event: KeyboardEvent) => {
    if (event.key === 'Escape') cancel();
  };

  if (flow.step === 'done')
    return (
      <p className={styles.cashoutDone} role="status">
        {t('done', { amount: money(flow.paid) })}
      </p>
    );
  if (flow.step === 'confirming' || flow.step === 'processing') {
    const processing = flow.step === 'processing';
    return (
      <div ref={confirmBox} className={styles.cashoutConfirm} role="group" aria-labelledby={promptId}>
        <p id={promptId}>{t('prompt', { amount: money(flow.offer) })}</p>
        <div className={styles.cashoutActions}>
          <Button size="sm" loading={processing} onClick={confirm} onKeyDown={escapeCancels}>
            {processing ? t('processing') : t('confirm')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={processing}
            onClick={cancel}
            onKeyDown={escapeCancels}
          >
            {t('cancel')}
          </Button>
        </div>
      </div>
    );
  }
  const refusal = flow.refusal ? (
    <p className={styles.cashoutRefusal} role="alert">
      {flow.refusal}
    </p>
  ) : null;
  if (!isOpenBet(bet)) return refusal;
  // Each-way and reverse forecasts are two lines the offer does not price: never cashed out (decision 0015).
  const twoLine = bet.selections.some((selection) => selection.race_bet);
  return (
    <div ref={offerBox} className={styles.cashout}>
      {refusal}
      {twoLine ? (
        <span className={styles.muted} data-testid="cashout-two-line">
          {t('twoLine')}
        </span>
      ) : bet.to_cashout ? (
        <Button size="sm" variant="secondary" onClick={ask} data-testid="cashout-button">
          {t('button', { amount: money(bet.to_cashout) })}
        </Button>
      ) : (
        <span className={styles.muted}>{t('unavailable')}</span>
      )}
    </div>
  );
}
