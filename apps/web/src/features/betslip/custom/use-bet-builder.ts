'use client';

import { toOdds } from '@sportsbook/betting';
import type { Market, Match, Outcome } from '@sportsbook/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useApiContext } from '@/platform/api/use-api-context';
import { useBetslipStores } from '../store/betslip-context';
import { getCustomMarkets, getCustomOdds } from './custom-bet-api';
import { customSlipSelection, togglePick } from './custom-selection';
import type { BuilderPick } from './custom-selection';
import { usePlayerSettings } from '@/platform/session';

/** The fewest legs a custom bet combines (the odds request takes two or more). */
export const MIN_CUSTOM_LEGS = 2;

/** The bet builder of one match, as its view needs it. */
export interface BetBuilder {
  /** The markets a custom bet may combine; empty when the match has none or custom bets are off. */
  markets: Market[];
  /** True while the custom markets are being fetched (a view shows a placeholder of their size meanwhile). */
  marketsPending: boolean;
  picks: readonly BuilderPick[];
  toggle(market: Market, outcome: Outcome): void;
  clear(): void;
  /** The server's odds for the picks: undefined until asked, null when it does not offer the combination. */
  odds: number | null | undefined;
  oddsPending: boolean;
  oddsFailed: boolean;
  /** Puts the picks on the slip as one custom bet at the quoted odds, then starts over. */
  add(): void;
  canAdd: boolean;
}

/**
 * The bet builder (SPEC §4: a custom selection adds a custom bet with the given custom odds): the match's
 * custom markets, the player's picks, and the odds `POST /bets/custom/odds` quotes for them.
 */
export function useBetBuilder(match: Match | undefined, matchId: number): BetBuilder {
  const context = useApiContext();
  const enabled = usePlayerSettings()?.custom_bet_enabled === true;
  const { ticket } = useBetslipStores();
  const [picks, setPicks] = useState<BuilderPick[]>([]);
  const markets = useQuery({
    queryKey: ['betslip', 'customMarkets', context.locale, matchId],
    queryFn: () => getCustomMarkets(context, matchId),
    enabled,
    staleTime: 30_000,
  });
  const legs = picks.map(({ market, outcome }) => ({
    market_id: market.id,
    specifier: market.specifier,
    outcome_id: outcome.id,
  }));
  const odds = useQuery({
    queryKey: ['betslip', 'customOdds', matchId, legs],
    queryFn: () => getCustomOdds(context, matchId, legs),
    enabled: legs.length >= MIN_CUSTOM_LEGS,
    staleTime: 5_000,
  });
  const quoted = legs.length >= MIN_CUSTOM_LEGS ? odds.data : undefined;
  const canAdd = match !== undefined && typeof quoted === 'number' && quoted > 1;

  const toggle = useCallback(
    (market: Market, outcome: Outcome) => setPicks((current) => togglePick(current, market, outcome)),
    [],
  );
  const add = useCallback(() => {
    if (!match || typeof quoted !== 'number' || quoted <= 1) return;
    const selections = picks.map(({ market, outcome }) => customSlipSelection(match, market, outcome));
    ticket.dispatch({ type: 'customBetAdded', selections, customOdds: toOdds(quoted) });
    setPicks([]);
  }, [match, quoted, picks, ticket]);

  return {
    markets: enabled ? (markets.data ?? []) : [],
    marketsPending: enabled && markets.isPending,
    picks,
    toggle,
    clear: () => setPicks([]),
    odds: quoted,
    oddsPending: legs.length >= MIN_CUSTOM_LEGS && odds.isPending,
    oddsFailed: odds.isError,
    add,
    canAdd,
  };
}
