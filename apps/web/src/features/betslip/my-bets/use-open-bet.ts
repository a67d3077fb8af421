'use client';

import { useCallback } from 'react';
import { useBetslipStores } from '../store/betslip-context';
import { setFocusedBet } from '../store/bet-focus-store';

/**
 * Opens the ticket panel on My Bets at one bet (a notification's deep link, issue 22): every bet is listed and
 * that bet's card is scrolled to and focused.
 */
export function useOpenBetInMyBets(): (betId: number) => void {
  const { panel } = useBetslipStores();
  return useCallback(
    (betId: number) => {
      setFocusedBet(betId);
      panel.open('MY_BETS');
    },
    [panel],
  );
}
