'use client';

import type { SlipSelection } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { Silk } from '@/ui/silk';
import styles from './betslip.module.css';
import { useSiteDateFormat } from '@/platform/i18n/use-site-date-format';

/**
 * The event line of a slip selection (issue 17): a match's teams; an outright's name and end date; a race's
 * runners (number and silk), its name and off time; a draw's name and draw time.
 */
export function SelectionEvent({ selection }: { selection: SlipSelection }) {
  const t = useTranslations('betslip.event');
  const siteDate = useSiteDateFormat();
  const { event } = selection;
  if (!event)
    return (
      <span className={styles.muted}>
        {selection.nameA} – {selection.nameB}
      </span>
    );
  if (event.kind === 'outright')
    return (
      <span className={styles.muted}>
        {event.name} · {t('ends', { date: siteDate(event.endDate, 'dateTime') })}
      </span>
    );
  if (event.kind === 'draw')
    return (
      <span className={styles.muted}>
        {event.name} · {t('draws', { time: siteDate(event.drawTime, 'dateTime') })}
      </span>
    );
  return (
    <>
      <span className={styles.runners} data-testid="slip-runners">
        {event.runners.map((runner, index) => (
          <span key={runner.number} className={styles.runner}>
            <Silk silk={runner.silk} />
            <span>
              {event.runners.length > 1 ? t('position', { position: index + 1 }) + ' ' : ''}
              {t('runner', { number: runner.number, name: runner.name })}
            </span>
          </span>
        ))}
      </span>
      <span className={styles.muted}>
        {event.name} · {t('off', { time: siteDate(event.offTime, 'dateTime') })}
      </span>
    </>
  );
}
