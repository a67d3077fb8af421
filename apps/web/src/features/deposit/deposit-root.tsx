'use client';

import { activeAccount, useSession } from '@/platform/session';
import { useFeatureFlag } from '@/platform/site/site-provider';
import { onDemand, useOnDemand } from '@/ui/load-on-demand';
import { useDepositAfterRegistration } from './deposit-after-registration';
import { setDepositCountry, useDepositAllowed } from './use-deposit-allowed';
import { usePaymentReturn } from './use-payment-return';
import { usePendingDeposits } from './use-pending-deposits';

/**
 * The deposit modal and its forms, fetched once a player who may deposit is signed in: a visitor's page never
 * loads them (issue 25, first-load budget; docs/decisions/0031). The prompt is a store, so a deposit asked for
 * before the code arrives opens when it does.
 */
export const depositModalCode = onDemand(() => import('./components/deposit-modal'));

/**
 * The deposit flows of the page (SPEC §1, §2.5, §2.7a) behind the `quick_deposit` flag: the deposit modal, the
 * outcome of a payment return route, the deposits waiting for the bank and the deposit after registration.
 */
export function DepositRoot({ countryCode }: { countryCode: string | null }) {
  setDepositCountry(countryCode);
  const enabled = useFeatureFlag('quick_deposit');
  const { status, player } = useSession();
  const signedIn = enabled && status === 'logged_in' && player !== null;
  const account = activeAccount(player);
  const currency = account?.currency ?? player?.profile.currency ?? null;
  usePaymentReturn(signedIn);
  usePendingDeposits(signedIn);
  useDepositAfterRegistration(signedIn, useDepositAllowed(), currency);
  const modal = useOnDemand(depositModalCode, signedIn);
  if (!signedIn || !player || !currency || !modal) return null;
  return <modal.DepositModal userId={player.profile.id} currency={currency} />;
}
