'use client';

import { hostListensFor, postToHost } from '@/platform/embed';
import { openDepositModal } from './deposit-prompt';
import type { DepositMode } from './deposit-prompt';

/**
 * Starts a deposit where it belongs (SPEC §5 "allowed when embedded with listeners"): in an operator's frame
 * whose page listens for `deposit`, the host is told to open its own cashier; anywhere else the deposit modal
 * opens, on the quick deposit or the provider's page.
 */
export function requestDeposit(currency: string | null, mode: DepositMode = 'quick'): void {
  if (hostListensFor('sportsbook:deposit')) postToHost({ type: 'sportsbook:deposit', payload: { currency } });
  else openDepositModal(mode);
}
