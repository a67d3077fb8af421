'use client';

import { useEffect } from 'react';
import { getSession, onSignedOut, subscribeSession } from '@/platform/session';
import { useBetslipStores } from '../store/betslip-context';
import { followCustomBets } from './follow-custom-bets';
import { followQuickBetSession } from './follow-session';
import { useQuickBetStores } from './quick-bet-context';
import { usePlaceQuickBet, useResumeQuickBet } from './use-place-quick-bet';

/**
 * Keeps the quick bet in step once per page: with the session (sign-out, balance, currency; see
 * followQuickBetSession) and with the slip (a custom bet turns it off; see followCustomBets). It also
 * registers the one-tap placement the odds buttons use (see QuickBetPlacer) and resumes a quick bet whose
 * answer was lost before a reload.
 */
export function useQuickBetSync(): void {
  const { ticket } = useBetslipStores();
  const { quickBet, placer } = useQuickBetStores();
  const place = usePlaceQuickBet();
  useEffect(() => placer.register(place), [placer, place]);
  useResumeQuickBet();
  useEffect(() => followQuickBetSession(quickBet, { getSession, subscribeSession, onSignedOut }), [quickBet]);
  useEffect(() => followCustomBets(ticket, quickBet), [ticket, quickBet]);
}
