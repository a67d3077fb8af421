'use client';

import { useEffect } from 'react';
import { useBetslipStores } from '../store/betslip-context';
import { placeAttempts } from './attempt-instance';
import { checkPlacement, placeTicket, resumePlacement } from './place-ticket';
import type { PlaceDeps } from './place-ticket';
import { usePlacementIo } from './use-placement';

function usePlaceDeps(): PlaceDeps {
  return { ...usePlacementIo(), attempts: placeAttempts.slip };
}

/** The Place action of the slip: places through `POST /api/v3/bets` with the player's bearer. */
export function usePlaceTicket(): () => void {
  const { ticket } = useBetslipStores();
  const deps = usePlaceDeps();
  return () => void placeTicket(ticket, deps);
}

/** The slip's "Check again": resends the pending placement with its key and body. */
export function useCheckPlacement(): () => void {
  const { ticket } = useBetslipStores();
  const deps = usePlaceDeps();
  return () => void checkPlacement(ticket, deps);
}

/**
 * Once per page: a placement left pending by the previous page (a reload during PROCESSING) locks the slip
 * again and is checked as soon as the player is signed in.
 */
export function useResumePlacement(): void {
  const { ticket } = useBetslipStores();
  const deps = usePlaceDeps();
  const { isLoggedIn } = deps;
  useEffect(() => {
    void ticket.restore().then(() => resumePlacement(ticket, deps));
    // NOTE: re-run only when the player signs in; the deps of that moment are the ones to send with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ticket, isLoggedIn]);
}
