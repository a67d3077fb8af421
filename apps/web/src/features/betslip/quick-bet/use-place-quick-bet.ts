'use client';

import type { SlipSelection } from '@sportsbook/contract';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useToast } from '@/ui';
import { placeAttempts } from '../place/attempt-instance';
import { usePlacementIo } from '../place/use-placement';
import { useBetslipStores } from '../store/betslip-context';
import { checkQuickBet, placeQuickBet, resumeQuickBet } from './place-quick-bet';
import type { QuickPlaceDeps } from './place-quick-bet';
import { useQuickBetStores } from './quick-bet-context';

function useQuickPlaceDeps(): QuickPlaceDeps {
  const { ticket, panel } = useBetslipStores();
  const toast = useToast();
  const t = useTranslations('quickBet');
  return {
    ...usePlacementIo(),
    attempts: placeAttempts.quickBet,
    oddsAcceptMode: ticket.getContext().oddsAcceptMode,
    onNeedsApproval: () => {
      panel.open('BET_SLIP');
      toast.show({ id: 'quick-bet-approval', type: 'warning', title: t('needsApproval') });
    },
  };
}

/**
 * The one-tap placement of a quick bet: the same `POST /api/v3/bets` path as the slip (device id, one request
 * key per attempt, the player's bearer), with meta.quick. Without an approved stake the panel opens on the
 * quick-bet switch and a toast says why nothing was placed.
 */
export function usePlaceQuickBet(): (selection: SlipSelection) => void {
  const { quickBet } = useQuickBetStores();
  const deps = useQuickPlaceDeps();
  return (selection: SlipSelection) => void placeQuickBet(quickBet, selection, deps);
}

/** The quick-bet popover's "Check again": resends the pending quick bet with its key and body. */
export function useCheckQuickBet(): () => void {
  const { quickBet } = useQuickBetStores();
  const deps = useQuickPlaceDeps();
  return () => void checkQuickBet(quickBet, deps);
}

/** Once per page: a quick bet left pending by the previous page is shown again and checked once signed in. */
export function useResumeQuickBet(): void {
  const { quickBet } = useQuickBetStores();
  const deps = useQuickPlaceDeps();
  const { isLoggedIn } = deps;
  useEffect(() => {
    void resumeQuickBet(quickBet, deps);
    // NOTE: re-run only when the player signs in; the deps of that moment are the ones to send with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quickBet, isLoggedIn]);
}
