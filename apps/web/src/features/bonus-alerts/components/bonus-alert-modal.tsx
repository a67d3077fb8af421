'use client';

import { useTranslations } from 'next-intl';
import { LocalizedLink } from '@/platform/i18n/localized-link';
import { Button, Modal } from '@/ui';
import { bonusTypeOf } from '../api/player-bonuses';
import type { PlayerBonus } from '../api/player-bonuses';
import { BonusCard } from './bonus-card';
import styles from './bonus-alerts.module.css';

/**
 * The bonus alert (SPEC §2.5 modals: bonus alerts): one unseen bonus, what it gives, and where to use it. The
 * Promotions page holds every bonus type's details; closing shows the next unseen bonus after the delay.
 */
export function BonusAlertModal({
  bonus,
  open,
  waiting,
  onClose,
}: {
  bonus: PlayerBonus;
  open: boolean;
  /** How many more unseen bonuses follow this one. */
  waiting: number;
  onClose: () => void;
}) {
  const t = useTranslations('bonusAlerts');
  const common = useTranslations('common');
  const type = bonusTypeOf(bonus);
  return (
    <Modal open={open} onClose={onClose} title={t(`alert.${type}`)} closeLabel={common('close')}>
      <div className={styles.alertBody} data-testid="bonus-alert" data-bonus={`${type}-${bonus.id}`}>
        <p>
          <BonusCard bonus={bonus} />
        </p>
        {waiting > 0 ? <p className={styles.alertCount}>{t('alert.more', { count: waiting })}</p> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('alert.later')}
          </Button>
          <LocalizedLink href="/promotions" className={styles.detailsLink} onClick={onClose}>
            {t('alert.details')}
          </LocalizedLink>
        </div>
      </div>
    </Modal>
  );
}
