'use client';

import { useEffect } from 'react';
import { readPaymentReturn } from './return-routes';
import { useDepositOutcome } from './use-deposit-outcome';

/**
 * Shows the outcome a payment return route brings (SPEC §2.7a: success, error, pending from the current URL plus
 * a query parameter), follows a pending deposit, and takes the parameters off the address.
 */
export function usePaymentReturn(enabled: boolean): void {
  const announce = useDepositOutcome();
  useEffect(() => {
    if (!enabled) return;
    const outcome = readPaymentReturn(window.location.href);
    if (!outcome) return;
    window.history.replaceState(window.history.state, '', outcome.cleanUrl);
    announce({ id: outcome.depositId ?? 0, status: outcome.status });
  }, [enabled, announce]);
}
