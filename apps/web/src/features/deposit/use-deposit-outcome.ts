'use client';

import type { Deposit } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { trackDeposit } from '@/features/analytics';
import { useToast } from '@/ui';
import { trackPendingDeposit, untrackPendingDeposit } from './pending-deposits';

/**
 * Tells the player how a deposit ended with the toasts of SPEC §8 (`quick-deposit.notification.*`): one toast per
 * deposit, so the pending one is replaced by its outcome; a pending deposit is followed until it settles.
 */
export function useDepositOutcome(): (
  deposit: Pick<Deposit, 'id' | 'status'> & Partial<Pick<Deposit, 'failure_reason'>>,
) => void {
  const t = useTranslations('quick-deposit.notification');
  const toast = useToast();
  return useCallback(
    ({ id, status, failure_reason }) => {
      const toastId = `deposit-${id}`;
      trackDeposit(id, status);
      if (status === 'success') toast.show({ id: toastId, type: 'success', title: t('success') });
      if (status === 'pending') toast.show({ id: toastId, type: 'warning', title: t('pending') });
      if (status === 'error')
        toast.show({
          id: toastId,
          type: 'error',
          title: t('failed.title'),
          // A deposit the bank took but a limit lowered meanwhile refused (decision 0021) is not the card's fault.
          description: t(
            failure_reason === 'deposit_limit_exceeded' ? 'failed.overLimit' : 'failed.description',
          ),
        });
      // NOTE: a return route without a deposit id can only be told, not followed.
      if (id <= 0) return;
      if (status === 'pending') trackPendingDeposit(id);
      else untrackPendingDeposit(id);
    },
    [t, toast],
  );
}
