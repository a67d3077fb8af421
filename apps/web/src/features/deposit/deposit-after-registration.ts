'use client';

import { useEffect } from 'react';
import { useSiteConfig } from '@/platform/site/site-provider';
import { requestDeposit } from './request-deposit';

/**
 * SPEC §9 storage `is_registered`: set when this browser signed a player up. `awaiting_deposit` until the first
 * sign-in after it has taken them to the deposit, `yes` after.
 */
export const REGISTERED_STORAGE_KEY = 'sportsbook_is_registered';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // NOTE: storage refused (private mode, a sandboxed frame): the player is simply not redirected.
    return null;
  }
}

/** Remembers that a player signed up here, for the deposit redirect of their first sign-in. */
export function rememberRegistration(): void {
  storage()?.setItem(REGISTERED_STORAGE_KEY, 'awaiting_deposit');
}

/**
 * The deposit redirect after registration (SPEC §3 site configuration, `deposit_redirect_after_registration`):
 * when the site asks for it, the first sign-in after a sign-up in this browser opens the provider's deposit
 * page (or, in an operator's frame that listens, the host's cashier). Once only: a later sign-in does not.
 */
export function useDepositAfterRegistration(
  signedIn: boolean,
  allowed: boolean,
  currency: string | null,
): void {
  const { deposit_redirect_after_registration: redirect } = useSiteConfig();
  useEffect(() => {
    if (!signedIn || !allowed || !redirect) return;
    const store = storage();
    if (store?.getItem(REGISTERED_STORAGE_KEY) !== 'awaiting_deposit') return;
    store.setItem(REGISTERED_STORAGE_KEY, 'yes');
    requestDeposit(currency, 'page');
  }, [signedIn, allowed, redirect, currency]);
}
