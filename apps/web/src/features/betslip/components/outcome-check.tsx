'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/ui';
import styles from './outcome-check.module.css';

/**
 * The calm status of a placement whose answer was lost (slip and quick bet): the outcome is being checked by
 * resending the same request, not failed. Announced politely; "Check again" resends now (while a check is in
 * flight a press sends nothing more, and the button says it is busy).
 */
export function OutcomeCheck({ checking, onCheck }: { checking: boolean; onCheck: () => void }) {
  const t = useTranslations('betslip.outcomeUnknown');
  return (
    <div className={styles.check} role="status" aria-live="polite" data-testid="outcome-check">
      <p className={styles.title}>{t('title')}</p>
      <p>{t('detail')}</p>
      <Button size="sm" aria-busy={checking || undefined} onClick={onCheck}>
        {t('checkAgain')}
      </Button>
    </div>
  );
}
