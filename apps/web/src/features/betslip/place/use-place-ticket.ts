'use client';

import { routeRefs } from '@sportsbook/contract/refs';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { ensureDeviceId } from '@/features/consent';
import { apiRequest } from '@/platform/api/api-client';
import { useApiContext } from '@/platform/api/use-api-context';
import { requireSignIn, useSession } from '@/platform/session';
import { useToast } from '@/ui';
import { useBetslipStores } from '../store/betslip-context';
import { betAnalyticsRecord, pushBetAnalytics } from './analytics-record';
import { MY_BETS_QUERY_KEY } from './my-bets-key';
import { placeTicket } from './place-ticket';

/** The Place action of the slip: places through `POST /api/v3/bets` with the player's bearer. */
export function usePlaceTicket(): () => void {
  const { ticket } = useBetslipStores();
  const session = useSession();
  const context = useApiContext();
  const queryClient = useQueryClient();
  const toast = useToast();
  const t = useTranslations('global-error.default');
  const isLoggedIn = session.status === 'logged_in';

  return useCallback(() => {
    void placeTicket(ticket, {
      isLoggedIn,
      requireSignIn,
      deviceId: ensureDeviceId,
      requestKey: () => crypto.randomUUID(),
      send: async (request) => {
        const answer = await apiRequest(routeRefs.bets.placeBets, { body: request }, context);
        void queryClient.invalidateQueries({ queryKey: MY_BETS_QUERY_KEY });
        return answer;
      },
      onPlaced: (bets) => {
        const record = betAnalyticsRecord(bets);
        if (record) pushBetAnalytics(record);
      },
      onGenericError: () => toast.show({ type: 'error', title: t('title'), description: t('description') }),
    });
  }, [ticket, isLoggedIn, context, queryClient, toast, t]);
}
