'use client';

import { useEffect } from 'react';
import { ApiRequestError } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { getDeposit } from './api/get-deposit';
import { untrackPendingDeposit, usePendingDepositIds } from './pending-deposits';
import { useDepositOutcome } from './use-deposit-outcome';

/** How often a deposit waiting for the bank is asked about. */
export const PENDING_POLL_MS = 3_000;

/**
 * Asks about each deposit waiting for the bank every 3 s until it settles, then shows its outcome; the balance
 * itself rises through `balance_changed` on the private channel.
 */
export function usePendingDeposits(enabled: boolean): void {
  const ids = usePendingDepositIds();
  const context = useApiContext();
  const announce = useDepositOutcome();
  useEffect(() => {
    if (!enabled || ids.length === 0) return;
    const timer = setInterval(() => {
      for (const id of ids)
        getDeposit(context, id).then(
          (deposit) => {
            if (deposit.status !== 'pending') announce(deposit);
          },
          (error: unknown) => {
            // NOTE: a deposit the player cannot see (signed in as someone else) is no longer followed.
            if (error instanceof ApiRequestError && error.status === 404) untrackPendingDeposit(id);
            else reportError({ source: 'deposit.pending', error, context: { id } });
          },
        );
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, ids, context, announce]);
}
