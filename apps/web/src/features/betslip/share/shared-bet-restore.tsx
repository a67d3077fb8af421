'use client';

import { useTranslations } from 'next-intl';
import { Button, Modal } from '@/ui';
import type { SharedBetSources } from './load-shared-bets';
import { useSharedBetRestore } from './use-shared-bet-restore';
import styles from './share.module.css';

/**
 * Restores a slip shared by link (`?betcode=`) and says so when it cannot: the code is unknown, nothing on it
 * can be bet any more, or the restore failed (SPEC §4 Shared-bet flow, §8). Mounted once, beside the slip.
 */
export function SharedBetRestore({ sources }: { sources?: SharedBetSources }) {
  const t = useTranslations();
  const tShare = useTranslations('betShare');
  const { message, dismiss } = useSharedBetRestore(sources);
  return (
    <Modal
      open={message !== null}
      onClose={dismiss}
      title={tShare('restoreTitle')}
      closeLabel={tShare('close')}
    >
      {message ? (
        <div className={styles.restore}>
          <p role="alert">{t(message)}</p>
          <Button onClick={dismiss}>{tShare('ok')}</Button>
        </div>
      ) : null}
    </Modal>
  );
}
