'use client';

import { activeAccount, useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { DepositModal } from './components/deposit-modal';
import { setDepositCountry } from './use-deposit-allowed';
import { usePaymentReturn } from './use-payment-return';
import { usePendingDeposits } from './use-pending-deposits';

/**
 * The deposit flows of the page (SPEC §1, §2.5, §2.7a) behind the `quick_deposit` flag: the deposit modal, the
 * outcome of a payment return route, and the deposits waiting for the bank.
 */
export function DepositRoot({ countryCode }: { countryCode: string | null }) {
  setDepositCountry(countryCode);
  const enabled = useFeatureFlag('quick_deposit');
  const { status, player } = useSession();
  const signedIn = enabled && status === 'logged_in' && player !== null;
  usePaymentReturn(signedIn);
  usePendingDeposits(signedIn);
  const account = activeAccount(player);
  if (!signedIn || !player) return null;
  return <DepositModal userId={player.profile.id} currency={account?.currency ?? player.profile.currency} />;
}
