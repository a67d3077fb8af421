'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import type { Bet, PlaceBetsRequest } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { trackBetPlaced } from '@/features/analytics';
import { ensureDeviceId } from '@/features/consent';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { reloadAccounts, requireSignIn, useSession } from '@/platform/session';
import type { AttemptStore, PendingPlacement } from './attempt-store';
import { betAnalyticsRecord } from './analytics-record';
import { MY_BETS_QUERY_KEY } from './my-bets-key';

/** How long a place request may take before its outcome counts as unknown (and is checked by a resend). */
export const PLACE_TIMEOUT_MS = 15_000;

/** The I/O the slip and the quick bet place with: the player, ids, `POST /api/v3/bets`, timers. */
export interface PlacementIo {
  isLoggedIn: boolean;
  requireSignIn(): void;
  deviceId(): string;
  requestKey(): string;
  send(request: PlaceBetsRequest): Promise<{ bets: Bet[] }>;
  wait(ms: number): Promise<void>;
  onPlaced(bets: Bet[], afterCheck: boolean): void;
}

/**
 * The placement I/O of the signed-in player: each request is cut off after PLACE_TIMEOUT_MS; a placement
 * learned by a resend re-reads the accounts (the balance announcement may have been missed with the answer).
 */
export function usePlacementIo(): PlacementIo {
  const session = useSession();
  const context = useApiContext();
  const queryClient = useQueryClient();
  return {
    isLoggedIn: session.status === 'logged_in',
    requireSignIn,
    deviceId: ensureDeviceId,
    requestKey: () => crypto.randomUUID(),
    send: async (request) => {
      const signal = AbortSignal.timeout(PLACE_TIMEOUT_MS);
      const answer = await apiRequest(routeRefs.bets.placeBets, { body: request }, { ...context, signal });
      void queryClient.invalidateQueries({ queryKey: MY_BETS_QUERY_KEY });
      return answer;
    },
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onPlaced: (bets, afterCheck) => {
      const record = betAnalyticsRecord(bets);
      if (record) trackBetPlaced(record);
      // NOTE: after a lost answer the balance events of the placement may have been missed.
      if (afterCheck) reloadAccounts(context);
    },
  };
}

/** The pending placement of an attempt store, re-rendering on each change; none during server rendering. */
export function usePendingPlacement(attempts: AttemptStore): PendingPlacement | null {
  return useSyncExternalStore(attempts.subscribe, attempts.get, () => null);
}
