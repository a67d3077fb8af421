import { outcomeKey } from '@sportsbook/betting';
import type { PlaceBetSelection } from '@sportsbook/contract';

/** The slip's name for a selection (its outcome key), which `suitableSelections` lists. */
export function selectionKey(selection: PlaceBetSelection): string {
  return outcomeKey({
    matchId: selection.match_id,
    marketId: selection.market_id,
    outcomeId: selection.outcome_id,
    specifier: selection.specifier,
  });
}
