'use client';

import { depositAllowed } from '@sportsbook/betting';
import { useSyncExternalStore } from 'react';
import { useHostListens } from '@/platform/embed';
import { useSession } from '@/platform/session';
import { useFeatureFlag, useSiteConfig } from '@/platform/site/site-provider';

let countryCode: string | null = null;

/** The visitor's country from the edge, given by the layout through DepositRoot (SPEC §5: by country). */
export function setDepositCountry(code: string | null): void {
  countryCode = code;
}

const noop = () => () => {};

/**
 * Whether this player may deposit here: the `quick_deposit` flag is on, they are signed in, and SPEC §5 allows
 * it (in a host's frame only when the host said it listens for `deposit`, which then takes the deposit to its
 * own cashier; never from a blocked country).
 */
export function useDepositAllowed(): boolean {
  const flag = useFeatureFlag('quick_deposit');
  const { status } = useSession();
  const { deposit } = useSiteConfig();
  const hostListens = useHostListens('sportsbook:deposit');
  // NOTE: read after hydration only: the server cannot know whether the page is framed.
  const embedded = useSyncExternalStore(
    noop,
    () => window.self !== window.top,
    () => false,
  );
  if (!flag || status !== 'logged_in') return false;
  return depositAllowed({
    embedded,
    hostListens,
    countryCode,
    blockedCountryCodes: deposit.blocked_country_codes,
  });
}
