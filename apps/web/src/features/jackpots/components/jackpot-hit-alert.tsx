'use client';

import type { JackpotHit } from '@sportsbook/contract';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { formatMoney } from '@/features/account';
import { Button, Modal } from '@/ui';
import styles from './jackpot-hit.module.css';

/** A hit's amount in its currency, with the digits of its jackpot (subunits from the jackpots list). */
export function useHitAmount(subunitsOf: (hit: JackpotHit) => number): (hit: JackpotHit) => string {
  const locale = useLocale();
  return (hit) => formatMoney(hit.amount, subunitsOf(hit), hit.currency, locale);
}

/**
 * What a hit's card says: the amount, which level of which jackpot, and whether it is on the balance yet. Spans,
 * not paragraphs: the toast puts its description inside a paragraph.
 */
export function JackpotHitCard({
  hit,
  amount,
  descriptionId,
}: {
  hit: JackpotHit;
  amount: string;
  descriptionId?: string;
}) {
  const t = useTranslations('jackpots.hit');
  return (
    <span className={styles.card} data-testid="jackpot-hit-card">
      <span className={styles.amount} data-testid="jackpot-hit-amount">
        {amount}
      </span>
      <span id={descriptionId} className={styles.text}>
        {t('won', { amount, level: hit.level.name, jackpot: hit.jackpot_name })}{' '}
        {hit.status === 'paid' ? t('credited') : t('approved')}
      </span>
    </span>
  );
}

/**
 * The jackpot alert (SPEC §2.5 jackpot alerts): the win celebrated in a dialog that takes focus, so a screen
 * reader says its title and the win once; "Collect" or Escape closes it and focus goes back where it was.
 */
export function JackpotHitAlert({
  hit,
  amountOf,
  onClose,
}: {
  hit: JackpotHit | null;
  amountOf: (hit: JackpotHit) => string;
  onClose: () => void;
}) {
  const t = useTranslations('jackpots.hit');
  const common = useTranslations('common');
  const descriptionId = useId();
  // NOTE: the dialog is still drawn for its exit after `hit` went back to null; it keeps the win it showed.
  const [last, setLast] = useState(hit);
  if (hit !== null && hit !== last) setLast(hit);
  const shown = hit ?? last;
  return (
    <Modal
      open={hit !== null}
      onClose={onClose}
      title={t('title')}
      closeLabel={common('close')}
      describedBy={descriptionId}
    >
      {shown ? (
        <div className={styles.alert} data-testid="jackpot-hit-alert">
          <div className={styles.burst} aria-hidden="true" />
          <JackpotHitCard hit={shown} amount={amountOf(shown)} descriptionId={descriptionId} />
          <Button variant="primary" onClick={onClose} className={styles.collect}>
            {t('collect')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
