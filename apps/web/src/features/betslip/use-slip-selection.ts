'use client';

import { createSlipSelection, outcomeKey } from '@sportsbook/betting';
import type { SlipSelectionInput } from '@sportsbook/betting';
import type { Market, Match, Outcome } from '@sportsbook/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { useOddsStore } from '@/features/odds';
import { useBetslipStores } from './store/betslip-context';

/** What an odds button needs from the slip: whether its outcome is on it, and the toggle. */
export interface SlipSelectionBinding {
  selected: boolean;
  /** Undefined until the match is known (the button is then a plain price, not a toggle). */
  onSelect?: () => void;
}

/** The slip's description of an outcome the player tapped, at the odds shown now. */
export function slipSelectionInput(
  match: Match,
  market: Market,
  outcome: Outcome,
  odds: number,
  active: boolean,
): SlipSelectionInput {
  return {
    type: 'regular',
    matchId: match.id,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchStatus: match.status,
    marketId: market.id,
    marketName: market.name,
    marketGroup: market.market_groups[0]?.groupKey ?? '',
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds,
    active,
    provider: market.provider,
    sportKey: match.tournament.sport.key,
    nameA: match.competitors.home.name,
    nameB: match.competitors.away.name,
    categoryName: match.tournament.name,
  };
}

/**
 * Binds an odds button to the slip: `selected` re-renders only that button when its outcome joins or leaves
 * the slip; `onSelect` toggles it at the live odds (SPEC §4 Ticket: selecting a selected outcome removes it).
 */
export function useSlipSelection(
  match: Match | undefined,
  market: Market,
  outcome: Outcome,
): SlipSelectionBinding {
  const { ticket } = useBetslipStores();
  const odds = useOddsStore();
  const key = outcomeKey({
    matchId: match?.id ?? 0,
    marketId: market.id,
    outcomeId: outcome.id,
    specifier: market.specifier,
  });
  const selected = useSyncExternalStore(
    ticket.subscribe,
    () => ticket.getState().selectedOutcomeIds.includes(key),
    () => false,
  );
  const onSelect = useCallback(() => {
    if (!match) return;
    const live = odds.get(key);
    const input = slipSelectionInput(
      match,
      market,
      outcome,
      live?.odds ?? outcome.odds,
      live?.active ?? outcome.active,
    );
    ticket.dispatch({ type: 'selectionToggled', selection: createSlipSelection(input) });
  }, [match, market, outcome, odds, key, ticket]);
  return { selected, onSelect: match ? onSelect : undefined };
}
