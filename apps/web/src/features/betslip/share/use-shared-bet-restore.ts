'use client';

import { shouldUseSharedBets } from '@sportsbook/betting';
import type { CurrencyUnits } from '@sportsbook/betting';
import { useQueryClient } from '@tanstack/react-query';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { reportError } from '@/platform/errors/report-error';
import { activeAccount, useSession } from '@/platform/session';
import { useSiteConfig } from '@/platform/site/site-provider';
import { useBetslipStores } from '../store/betslip-context';
import { applySharedBets } from './apply-shared-bets';
import type { SharedRestoreMessage } from './apply-shared-bets';
import { loadSharedBets } from './load-shared-bets';
import type { SharedBetSources } from './load-shared-bets';
import { takeBetCode } from './share-link';
import { sharedBetSources } from './shared-bet-sources';

/** The restore's state for the view: the message to show (SPEC §8), and how to dismiss it. */
export interface SharedBetRestore {
  message: SharedRestoreMessage | null;
  dismiss: () => void;
}

/**
 * Restores a shared slip from `?betcode=` (SPEC §2.1, §4 Shared-bet flow, §5): takes the code out of the
 * address at once (router.replace, no history entry), and once the player's currency is known fetches the
 * bets (and, when a stake is in another currency, waits for the back end's exchange rates), puts them on the
 * slip and opens the bet slip tab, or answers the message to show. Mount once.
 */
export function useSharedBetRestore(sources?: SharedBetSources): SharedBetRestore {
  const stores = useBetslipStores();
  const router = useRouter();
  const pathname = usePathname();
  const enabled = useSiteConfig().share_bet_enabled;
  const { sportsbookApiUrl, platformApiUrl, locale } = useApiContext();
  const queryClient = useQueryClient();
  const api = useMemo(
    () => sources ?? sharedBetSources({ sportsbookApiUrl, platformApiUrl, locale }, queryClient),
    [sources, sportsbookApiUrl, platformApiUrl, locale, queryClient],
  );
  const session = useSession();
  const account = activeAccount(session.player);
  const [code, setCode] = useState<string | null>(null);
  const [message, setMessage] = useState<SharedRestoreMessage | null>(null);

  useEffect(() => {
    const taken = takeBetCode(window.location.href);
    if (!taken) return;
    router.replace(taken.rest, { scroll: false });
    if (shouldUseSharedBets(enabled, taken.code)) setCode(taken.code);
  }, [pathname, router, enabled]);

  // Visitors restore in euros; a player waits for the account so the stakes convert to its currency once.
  const target: CurrencyUnits | null =
    session.status === 'not_logged_in'
      ? { currency: 'EUR', subunits: 2 }
      : session.status === 'logged_in' && account
        ? { currency: account.currency, subunits: account.subunits }
        : null;
  const currency = target?.currency;
  const subunits = target?.subunits;

  useEffect(() => {
    if (!code || currency === undefined || subunits === undefined) return;
    let stale = false;
    void loadSharedBets(code, api, { currency, subunits }).then((load) => {
      if (stale) return;
      setCode(null);
      // SPEC §8: a restore that failed (a server error, an answer not in the contract's shape) is reported with
      // its code; an unknown code is the player's link, not a fault, and only shown.
      if (load.kind === 'failed') {
        reportError({ source: 'betslip.shared-bet-restore', error: load.error, context: { code } });
      }
      setMessage(applySharedBets(load, stores));
    });
    return () => {
      stale = true;
    };
  }, [code, currency, subunits, api, stores]);

  return { message, dismiss: () => setMessage(null) };
}
