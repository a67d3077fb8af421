'use client';

import { useTranslations } from 'next-intl';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { Modal } from '@/ui';
import { useShownJackpot } from '../api/use-shown-jackpot';
import { setJackpotDetailsOpen, useJackpotDetailsOpen } from '../jackpot-details-store';
import { JackpotDetails } from './jackpot-banner';
import { JackpotTicker } from './jackpot-ticker';
import styles from './jackpots.module.css';

/**
 * The jackpot card header item (SPEC §2.7): the headline prize of the player's jackpot, ticking; it opens the
 * jackpot's levels, rules and recent wins in a dialog. Nothing renders with the `jackpots` flag off (SPEC §6).
 */
export function JackpotCard() {
  const t = useTranslations('jackpots');
  const common = useTranslations('common');
  const enabled = useFeatureFlag('jackpots');
  const shown = useShownJackpot(null);
  const open = useJackpotDetailsOpen();
  if (!enabled || !shown) return null;
  return (
    <>
      <button
        type="button"
        className={styles.card}
        data-stale={shown.stale || undefined}
        aria-haspopup="dialog"
        onClick={() => setJackpotDetailsOpen(true)}
        data-testid="jackpot-card"
      >
        <span className={styles.cardName}>{shown.jackpot.name}</span>
        <JackpotTicker jackpot={shown.jackpot} stale={shown.stale} updatedAt={shown.updatedAt} compact />
        {shown.stale ? <span className="visually-hidden">{t('staleShort')}</span> : null}
      </button>
      <Modal
        open={open}
        onClose={() => setJackpotDetailsOpen(false)}
        title={shown.jackpot.name}
        size="large"
        closeLabel={common('close')}
      >
        <JackpotDetails shown={shown} named={false} />
      </Modal>
    </>
  );
}
