'use client';

import { privateUserChannel } from '@sportsbook/contract/refs';
import type { Bet, Money } from '@sportsbook/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useLocale } from 'next-intl';
import { useRealtimeChannel } from '@/platform/realtime';
import { useSession } from '@/platform/session';
import { MY_BETS_QUERY_KEY, filtersOfKey } from '../place/my-bets-key';
import { betMatchesFilters } from './bet-filters';
import { applyBetChanged, applyCashoutOffer, isHiddenBet } from './bets-cache';
import type { MyBetsPages } from './bets-cache';

/**
 * Writes a newer copy of a bet into every cached My Bets list (SPEC §4 Lists): replaced and merged where the
 * list holds it, dropped when it is a VIP bet that became rejected; a list that lacks it but now should show
 * it (a bet just settled, for the settled list) is fetched again.
 */
export function storeBetUpdate(queryClient: QueryClient, bet: Bet): void {
  for (const [key, data] of queryClient.getQueriesData<MyBetsPages>({ queryKey: MY_BETS_QUERY_KEY })) {
    if (!data) continue;
    const { data: next, found } = applyBetChanged(data, bet);
    if (found) {
      queryClient.setQueryData(key, next);
      continue;
    }
    const filters = filtersOfKey(key);
    if (filters && !isHiddenBet(bet) && betMatchesFilters(bet, filters))
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

/** Writes a bet's new cashout offer (null: none now) into every cached My Bets list. */
export function storeCashoutOffer(queryClient: QueryClient, betId: number, toCashout: Money | null): void {
  queryClient.setQueriesData<MyBetsPages>({ queryKey: MY_BETS_QUERY_KEY }, (data) =>
    data ? applyCashoutOffer(data, betId, toCashout) : data,
  );
}

/**
 * Keeps My Bets live from the player's private channel (SPEC §6): `bet_changed` replaces the bet in the
 * cached lists, `bet_cashout_changed` moves its cashout offer. (`balance_changed` on the same channel is the
 * header's: see features/account use-balance-updates.)
 */
export function useMyBetsUpdates(): void {
  const locale = useLocale();
  const { status, player } = useSession();
  const queryClient = useQueryClient();
  const userId = status === 'logged_in' ? (player?.profile.id ?? null) : null;
  useRealtimeChannel(userId === null ? null : privateUserChannel(locale, userId), (event) => {
    if (event.event_name === 'bet_changed') storeBetUpdate(queryClient, event.message.bet);
    else if (event.event_name === 'bet_cashout_changed')
      storeCashoutOffer(queryClient, event.message.bet_id, event.message.to_cashout);
  });
}
