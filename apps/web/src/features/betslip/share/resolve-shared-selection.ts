import { createSlipSelection } from '@sportsbook/betting';
import type { Market, Match, PlaceBetSelection, SlipSelection } from '@sportsbook/contract';
import { slipSelectionInput } from '../use-slip-selection';

/** What restoring knows of the shared bets' matches: each match with its markets and bet-builder markets. */
export interface SharedMatchData {
  match: Match;
  markets: readonly Market[];
  customMarkets: readonly Market[];
}

/**
 * Maps a shared selection to the slip selection it is now (SPEC §4: restoring maps stored bets to matches and
 * markets): the same line and outcome at its current odds, from the bet-builder markets for a custom bet.
 * Null when the match, the line or the outcome is gone.
 */
export function resolveSharedSelection(
  selection: PlaceBetSelection,
  matches: ReadonlyMap<number, SharedMatchData>,
  custom: boolean,
): SlipSelection | null {
  const data = matches.get(selection.match_id);
  if (!data) return null;
  const markets = custom ? data.customMarkets : data.markets;
  const market = markets.find(
    (candidate) => candidate.id === selection.market_id && candidate.specifier === selection.specifier,
  );
  const outcome = market?.outcomes.find((candidate) => candidate.id === selection.outcome_id);
  if (!market || !outcome) return null;
  const input = slipSelectionInput(data.match, market, outcome, outcome.odds, outcome.active);
  return createSlipSelection({ ...input, type: custom ? 'custom' : 'regular' });
}
