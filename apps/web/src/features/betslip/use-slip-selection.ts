'use client';

import { createSlipSelection, isSelectedAsRegular, outcomeKey } from '@sportsbook/betting';
import type { SlipSelectionInput } from '@sportsbook/betting';
import type { Market, Outcome } from '@sportsbook/contract';
import { useCallback, useSyncExternalStore } from 'react';
import { useOddsStore } from '@/features/odds';
import { useQuickBetStores } from './quick-bet/quick-bet-context';
import { isOutright, slipEventDetails } from './slip-event';
import type { SlipEventSource } from './slip-event';
import { useBetslipStores } from './store/betslip-context';
import { withEngine } from './store/engine-on-demand';

/** What an odds button needs from the slip: whether its outcome is on it, and the toggle. */
export interface SlipSelectionBinding {
  /** The outcome is on the slip as a regular selection (a bet-builder leg of it does not count). */
  selected: boolean;
  /** Undefined until the match is known (the button is then a plain price, not a toggle). */
  onSelect?: () => void;
}

/**
 * The slip's description of an outcome the player tapped, at the odds shown now. An outright is named by its
 * own name (and its league as the category); a race, a draw or an outright adds its event details.
 */
export function slipSelectionInput(
  match: SlipEventSource,
  market: Market,
  outcome: Outcome,
  odds: number,
  active: boolean,
): SlipSelectionInput {
  const event = slipEventDetails(match, market, outcome);
  const line = {
    type: 'regular' as const,
    marketId: market.id,
    marketName: market.name,
    marketGroup: market.market_groups[0]?.groupKey ?? '',
    specifier: market.specifier,
    outcomeId: outcome.id,
    outcomeName: outcome.name,
    odds,
    active,
    provider: market.provider,
    ...(event ? { event } : {}),
  };
  if (isOutright(match))
    return {
      ...line,
      matchId: match.id,
      matchUrnId: `sr:outright:${match.id}`,
      matchSlug: String(match.id),
      matchStatus: match.status,
      sportKey: match.sport?.key ?? '',
      nameA: match.name,
      nameB: '',
      categoryName: match.parent?.name ?? '',
    };
  return {
    ...line,
    matchId: match.id,
    matchUrnId: match.urn_id,
    matchSlug: match.slug,
    matchStatus: match.status,
    sportKey: match.tournament.sport.key,
    nameA: match.competitors.home.name,
    nameB: match.competitors.away.name,
    categoryName: match.tournament.name,
  };
}

/**
 * Binds an odds button to the slip: `selected` re-renders only that button when its outcome joins or leaves
 * the slip; `onSelect` takes the outcome at the live odds where SPEC §4 Ticket sends it: the quick bet for a
 * live outcome with quick bet on, the special-bet dialog after a special first bet, else the slip (toggled).
 */
export function useSlipSelection(
  match: SlipEventSource | undefined,
  market: Market,
  outcome: Outcome,
): SlipSelectionBinding {
  const { ticket } = useBetslipStores();
  const { quickBet, specialBetDialog, placer } = useQuickBetStores();
  const odds = useOddsStore();
  const key = outcomeKey({
    matchId: match?.id ?? 0,
    marketId: market.id,
    outcomeId: outcome.id,
    specifier: market.specifier,
  });
  const selected = useSyncExternalStore(
    ticket.subscribe,
    // A bet-builder leg shares the outcome key but is not this button's selection.
    () => isSelectedAsRegular(ticket.getState(), key),
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
    const selection = createSlipSelection(input);
    // NOTE: routed with the engine (engine-on-demand.ts): a tap before it arrived is routed once it has, after
    // the changes made before it (the quick-bet switch), so it reads the state they left.
    withEngine(({ routeTap }) =>
      routeTap(selection, { ticket, quickBet, specialBetDialog, placeQuick: placer.place }),
    );
  }, [match, market, outcome, odds, key, ticket, quickBet, specialBetDialog, placer]);
  return { selected, onSelect: match ? onSelect : undefined };
}
