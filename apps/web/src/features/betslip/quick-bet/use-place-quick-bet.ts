'use client';

import type { SlipSelection } from '@sportsbook/contract';
import { routeRefs } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ensureDeviceId } from '@/features/consent';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { requireSignIn, useSession } from '@/platform/session';
import { useToast } from '@/ui';
import { betAnalyticsRecord, pushBetAnalytics } from '../place/analytics-record';
import { MY_BETS_QUERY_KEY } from '../place/my-bets-key';
import { useBetslipStores } from '../store/betslip-context';
import { useQuickBetStores } from './quick-bet-context';
import { placeQuickBet } from './place-quick-bet';

/**
 * The one-tap placement of a quick bet: the same `POST /api/v3/bets` path as the slip (device id, a fresh
 * request key per attempt, the player's bearer), with meta.quick. Without an approved stake the panel opens on
 * the quick-bet switch and a toast says why nothing was placed.
 */
export function usePlaceQuickBet(): (selection: SlipSelection) => void {
  const { ticket, panel } = useBetslipStores();
  const { quickBet } = useQuickBetStores();
  const session = useSession();
  const context = useApiContext();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useTranslations('quickBet');
  const isLoggedIn = session.status === 'logged_in';

  return useCallback(
    (selection: SlipSelection) => {
      void placeQuickBet(quickBet, selection, {
        isLoggedIn,
        requireSignIn,
        deviceId: ensureDeviceId,
        requestKey: () => crypto.randomUUID(),
        oddsAcceptMode: ticket.getContext().oddsAcceptMode,
        send: async (request) => {
          const answer = await apiRequest(routeRefs.bets.placeBets, { body: request }, context);
          void queryClient.invalidateQueries({ queryKey: MY_BETS_QUERY_KEY });
          return answer;
        },
        onNeedsApproval: () => {
          panel.open('BET_SLIP');
          toast.show({ id: 'quick-bet-approval', type: 'warning', title: t('needsApproval') });
        },
        onPlaced: (bets) => {
          const record = betAnalyticsRecord(bets);
          if (record) pushBetAnalytics(record);
        },
      });
    },
    [quickBet, ticket, panel, isLoggedIn, context, queryClient, toast, t],
  );
}
