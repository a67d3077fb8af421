'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, ConfirmModal } from '@/ui';

/**
 * "Remove all": a whole slip is work to build again, so the player confirms first (SPEC §2.5 confirm); the
 * selections go only on yes.
 */
export function ClearSlipButton({ disabled, onClear }: { disabled: boolean; onClear: () => void }) {
  const t = useTranslations('betslip');
  const common = useTranslations('common');
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" disabled={disabled} onClick={() => setAsking(true)}>
        {t('clear')}
      </Button>
      <ConfirmModal
        open={asking}
        title={t('clearConfirm.title')}
        description={t('clearConfirm.description')}
        confirmLabel={t('clearConfirm.confirm')}
        cancelLabel={common('cancel')}
        closeLabel={common('close')}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onClear();
        }}
      />
    </>
  );
}
