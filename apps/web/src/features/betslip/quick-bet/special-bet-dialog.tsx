'use client';

import { useTranslations } from 'next-intl';
import { Button, Modal } from '@/ui';
import { useBetslipStores } from '../store/betslip-context';
import { useQuickBetStores, useSpecialBetPending } from './quick-bet-context';
import { withEngine } from '../store/engine-on-demand';
import styles from './quick-bet.module.css';

/**
 * The dialog of SPEC §4 Ticket: the first bet on the slip is of a special kind (a custom bet), so the tapped
 * outcome was not added. The player may keep the slip as it is, or clear it and start again with the outcome.
 */
export function SpecialBetDialog() {
  const t = useTranslations('quickBet.specialBet');
  const tQuickBet = useTranslations('quickBet');
  const { ticket } = useBetslipStores();
  const { specialBetDialog } = useQuickBetStores();
  const pending = useSpecialBetPending();
  return (
    <Modal
      open={pending !== null}
      onClose={() => specialBetDialog.close()}
      title={t('title')}
      closeLabel={tQuickBet('close')}
    >
      <p className={styles.dialogText}>{t('body')}</p>
      {pending ? (
        <p className={styles.dialogText}>
          {pending.nameA} – {pending.nameB}: {pending.outcomeName}
        </p>
      ) : null}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={() => specialBetDialog.close()}>
          {t('keep')}
        </Button>
        {/* NOTE: through the engine's chunk (engine-on-demand.ts), there already: the dialog opens on a routed tap. */}
        <Button
          onClick={() =>
            pending && withEngine(({ replaceSlipWith }) => replaceSlipWith(pending, ticket, specialBetDialog))
          }
        >
          {t('replace')}
        </Button>
      </div>
    </Modal>
  );
}
